import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HYDRATED } from "../hydration-marks.js";
import type { PageWindow } from "./declarations";
import { holdEarlyEvents } from "./early-events";

const hydrate = () => document.dispatchEvent(new Event(HYDRATED));
const click = (element: Element, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
const press = (target: Element, init: KeyboardEventInit) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }));

// Each test installs the contract afresh; the hydration mark after it removes it again.
let start: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  document.body.innerHTML = `
    <button id="held" type="button" data-hydrate-hold>Load more</button>
    <button id="plain" type="button">Plain</button>
    <a id="search" href="/search" data-hydrate-hold aria-keyshortcuts="Control+K Meta+K /">Search</a>
    <form id="form" data-hydrate-hold><input id="field" name="message"><button id="send">Send</button></form>
    <button id="tip" type="button" data-tooltip>Theme</button>`;
  start = vi.fn<() => void>();
  holdEarlyEvents(window as PageWindow, start);
});
afterEach(hydrate);

const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe("a click on a declared control before hydration", () => {
  it("is held, shown busy at once, and replayed once after hydration", () => {
    const heard = vi.fn();
    byId("held").addEventListener("click", heard);
    click(byId("held"));
    expect(heard).not.toHaveBeenCalled();
    expect(byId("held")).toHaveAttribute("aria-busy", "true");
    expect(start).toHaveBeenCalledOnce();
    hydrate();
    expect(heard).toHaveBeenCalledOnce();
    expect(byId("held")).not.toHaveAttribute("aria-busy");
    hydrate();
    expect(heard).toHaveBeenCalledOnce();
  });

  it("keeps every press, in order", () => {
    const heard: string[] = [];
    for (const id of ["held", "search"])
      byId(id).addEventListener("click", (event) => {
        event.preventDefault();
        heard.push(id);
      });
    click(byId("held"));
    click(byId("search"));
    click(byId("held"));
    hydrate();
    expect(heard).toEqual(["held", "search", "held"]);
  });

  it("leaves a modified or middle click to the browser, as after hydration", () => {
    const heard = vi.fn((event: Event) => event.preventDefault());
    byId("search").addEventListener("click", heard);
    click(byId("search"), { ctrlKey: true });
    click(byId("search"), { button: 1 });
    expect(heard).toHaveBeenCalledTimes(2);
    expect(start).not.toHaveBeenCalled();
  });
});

it("leaves an undeclared control's click alone", () => {
  const heard = vi.fn();
  byId("plain").addEventListener("click", heard);
  click(byId("plain"));
  expect(heard).toHaveBeenCalledOnce();
  expect(start).not.toHaveBeenCalled();
});

it("holds a declared form's submit and submits it once after hydration, by the same button", () => {
  const submitted: (string | undefined)[] = [];
  byId("form").addEventListener("submit", (event) => {
    event.preventDefault();
    submitted.push((event as SubmitEvent).submitter?.id);
  });
  (byId("field") as HTMLInputElement).value = "typed before";
  (byId("form") as HTMLFormElement).requestSubmit(byId("send"));
  expect(submitted).toEqual([]);
  expect(byId("form")).toHaveAttribute("aria-busy", "true");
  hydrate();
  expect(submitted).toEqual(["send"]);
  expect((byId("field") as HTMLInputElement).value).toBe("typed before");
});

describe("a declared keyboard shortcut before hydration", () => {
  it("is held and pressed again after hydration, once", () => {
    const heard: string[] = [];
    document.addEventListener("keydown", (event) => heard.push(`${event.ctrlKey}+${event.key}`));
    const pressed = press(document.body, { key: "k", ctrlKey: true });
    expect(pressed).toBe(false);
    expect(heard).toEqual([]);
    expect(byId("search")).toHaveAttribute("aria-busy", "true");
    expect(start).toHaveBeenCalledOnce();
    hydrate();
    expect(heard).toEqual(["true+k"]);
  });

  it("is not taken from a visitor typing `/` in a field", () => {
    press(byId("field"), { key: "/" });
    expect(start).not.toHaveBeenCalled();
    press(document.body, { key: "/" });
    expect(start).toHaveBeenCalledOnce();
  });

  it("is not confused with another key or modifier", () => {
    press(document.body, { key: "k" });
    press(document.body, { key: "k", altKey: true, ctrlKey: true });
    press(document.body, { key: "j", ctrlKey: true });
    expect(start).not.toHaveBeenCalled();
  });
});

it("steps aside once the page has hydrated", () => {
  hydrate();
  const heard = vi.fn();
  byId("held").addEventListener("click", heard);
  click(byId("held"));
  expect(heard).toHaveBeenCalledOnce();
  expect(byId("held")).not.toHaveAttribute("aria-busy");
});

it("gives the tooltip layer the focus that reached a tooltip's control before hydration", () => {
  byId("tip").focus();
  const heard = vi.fn();
  document.addEventListener("focusin", heard);
  hydrate();
  expect(heard).toHaveBeenCalledOnce();
  expect(heard.mock.calls[0]?.[0].target).toBe(byId("tip"));
});
