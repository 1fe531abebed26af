// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { showNotDrawn } from "./not-drawn.ts";

afterEach(() => {
  document.body.replaceChildren();
});

describe("the preview's note beside a value it cannot draw yet", () => {
  it("writes after each marked value why it is not drawn, once, and nothing elsewhere", () => {
    document.body.innerHTML =
      '<p><span data-not-drawn="not a date and time with its offset from UTC yet">2026-12-0</span></p><p><time>drawn</time></p>';
    showNotDrawn();
    showNotDrawn();
    const notes = [...document.querySelectorAll('[role="note"]')];
    expect(notes).toHaveLength(1);
    expect(notes[0]?.previousElementSibling?.textContent).toBe("2026-12-0");
    expect(notes[0]?.textContent).toBe(
      "Not drawn yet: not a date and time with its offset from UTC yet. Saving refuses it until it is.",
    );
    expect(document.querySelector("time")?.nextElementSibling).toBeNull();
  });
});
