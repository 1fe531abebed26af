import { describe, expect, it } from "vitest";
import { matchesShortcuts, shortcutOf } from "./shortcuts";

const press = (init: KeyboardEventInit, target?: Element) => {
  const event = new KeyboardEvent("keydown", { bubbles: true, ...init });
  if (target) Object.defineProperty(event, "target", { value: target });
  return event;
};

describe("shortcutOf", () => {
  it("writes a press as aria-keyshortcuts does", () => {
    expect(shortcutOf(press({ key: "k", ctrlKey: true }))).toBe("Control+K");
    expect(shortcutOf(press({ key: "k", metaKey: true, altKey: true }))).toBe("Meta+Alt+K");
    expect(shortcutOf(press({ key: "/", shiftKey: true }))).toBe("/");
    expect(shortcutOf(press({ key: "Escape" }))).toBe("Escape");
  });
});

describe("matchesShortcuts", () => {
  const search = "Control+K Meta+K /";
  it("takes each of the value's shortcuts, letters in either case", () => {
    expect(matchesShortcuts(press({ key: "k", ctrlKey: true }), search)).toBe(true);
    expect(matchesShortcuts(press({ key: "K", metaKey: true }), search)).toBe(true);
    expect(matchesShortcuts(press({ key: "/" }), search)).toBe(true);
  });

  it("refuses another key or another modifier", () => {
    expect(matchesShortcuts(press({ key: "k" }), search)).toBe(false);
    expect(matchesShortcuts(press({ key: "j", ctrlKey: true }), search)).toBe(false);
    expect(matchesShortcuts(press({ key: "k", ctrlKey: true, altKey: true }), search)).toBe(false);
  });

  it("leaves `/` to a visitor typing in a field, but not Control+K", () => {
    const field = document.createElement("input");
    expect(matchesShortcuts(press({ key: "/" }, field), search)).toBe(false);
    expect(matchesShortcuts(press({ key: "k", ctrlKey: true }, field), search)).toBe(true);
  });
});
