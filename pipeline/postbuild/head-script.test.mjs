// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_PRESSES, HYDRATED } from "../../app/lib/hydration-marks.js";
import { LANGUAGE_CHOICE_ATTRIBUTE, LANGUAGE_CHOICE_KEY } from "../../app/lib/language-offer.js";
import { holdEarlyEvents } from "../../app/lib/page-loader/early-events.ts";
import {
  addHeadScript,
  headScript,
  LAZY_BANDS_ATTRIBUTE,
  THEME_STORAGE_KEY,
} from "./head-script.mjs";

const root = document.documentElement;
const theme = () => root.dataset.theme;
let controller;

/**
 * Runs the head script as a page load would (of `navigationType`, "navigate" unless said),
 * its listeners removed after the test.
 */
function loadPage(navigationType = "navigate") {
  performance.getEntriesByType = (type) =>
    type === "navigation" ? [{ type: navigationType }] : [];
  controller?.abort();
  controller = new AbortController();
  const { signal } = controller;
  const add = document.addEventListener.bind(document);
  const addOnWindow = window.addEventListener.bind(window);
  const withSignal = (options) =>
    typeof options === "boolean" ? { capture: options, signal } : { signal, ...options };
  document.addEventListener = (type, listener, options) => add(type, listener, withSignal(options));
  window.addEventListener = (type, listener, options) =>
    addOnWindow(type, listener, withSignal(options));
  try {
    new Function(headScript)();
  } finally {
    document.addEventListener = add;
    window.addEventListener = addOnWindow;
  }
}

function pressToggle() {
  const button = document.createElement("button");
  button.className = "theme-toggle";
  const icon = document.createElement("span");
  button.append(icon);
  document.body.append(button);
  icon.click();
  button.remove();
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  controller?.abort();
  delete root.dataset.theme;
  delete root.dataset.hydrated;
  root.removeAttribute(LAZY_BANDS_ATTRIBUTE);
  history.replaceState(null, "", "/");
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe("the theme head script", () => {
  it("applies a saved light or dark choice before the first paint", () => {
    for (const choice of ["light", "dark"]) {
      localStorage.setItem(THEME_STORAGE_KEY, choice);
      loadPage();
      expect(theme()).toBe(choice);
    }
  });

  it("is system when nothing or something unknown is saved", () => {
    loadPage();
    expect(theme()).toBe("system");
    localStorage.setItem(THEME_STORAGE_KEY, "sepia");
    loadPage();
    expect(theme()).toBe("system");
  });

  it("moves the toggle from system to light, dark, then system again, and saves each", () => {
    loadPage();
    const seen = [];
    for (let i = 0; i < 3; i++) {
      pressToggle();
      seen.push([theme(), localStorage.getItem(THEME_STORAGE_KEY)]);
    }
    expect(seen).toEqual([
      ["light", "light"],
      ["dark", "dark"],
      ["system", null],
    ]);
  });

  it("ignores clicks elsewhere on the page", () => {
    loadPage();
    document.body.click();
    expect(theme()).toBe("system");
  });

  it("goes right after the charset, and a page without one fails the build", () => {
    const html = addHeadScript('<head><meta charSet="utf-8"/><title>x</title>', "a.html");
    expect(html).toBe(
      `<head><meta charSet="utf-8"/><script>${headScript}</script><title>x</title>`,
    );
    expect(() => addHeadScript("<head></head>", "b.html")).toThrow(/b\.html/);
  });
});

/**
 * A click on a link to `href` (on a child of it, as a visitor's click usually lands), the
 * navigation prevented; `attributes` are set on the link.
 */
function follow(href, attributes = {}) {
  const link = document.createElement("a");
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.addEventListener("click", (event) => event.preventDefault());
  const text = document.createElement("span");
  link.append(text);
  document.body.append(link);
  text.click();
}

describe("the head script's language choice", () => {
  /** A press on a link to `hreflang`, marked as a language link or not. */
  const press = (hreflang, { languageLink }) =>
    follow("/ja", { hreflang, ...(languageLink ? { [LANGUAGE_CHOICE_ATTRIBUTE]: "" } : {}) });

  it("remembers the language of a language link pressed", () => {
    loadPage();
    press("ja", { languageLink: true });
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe("ja");
    press("en", { languageLink: true });
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe("en");
  });

  it("leaves other links alone, an English post's in a German list among them", () => {
    loadPage();
    press("en", { languageLink: false });
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBeNull();
  });
});

describe("the head script's lazy bands", () => {
  const lazy = () => root.getAttribute(LAZY_BANDS_ATTRIBUTE);

  it("marks the bands lazy on a plain page load", () => {
    loadPage();
    expect(lazy()).toBe("lazy");
  });

  it("lays out the whole page at once when the load jumps to an anchor or restores a position", () => {
    history.replaceState(null, "", "/pricing#developer");
    loadPage();
    expect(lazy()).toBeNull();
    history.replaceState(null, "", "/pricing");
    for (const type of ["reload", "back_forward"]) {
      loadPage(type);
      expect(lazy(), type).toBeNull();
    }
  });

  it("lays out the whole page before a jump to one of its own anchors", () => {
    history.replaceState(null, "", "/pricing");
    loadPage();
    follow("/pricing");
    follow("#");
    follow("/use-cases#sales");
    expect(lazy(), "no anchor of this page").toBe("lazy");
    follow("#compare");
    expect(lazy()).toBeNull();
  });

  it("once the app runs, lays out the whole page before a jump to any page's anchor", () => {
    history.replaceState(null, "", "/");
    loadPage();
    root.dataset.hydrated = "true";
    follow("/use-cases#sales");
    expect(lazy()).toBeNull();
  });

  it("lays out the whole page when the browser is idle after the app has hydrated", () => {
    vi.useFakeTimers();
    loadPage();
    vi.runAllTimers();
    expect(lazy(), "nothing happens before hydration").toBe("lazy");
    document.dispatchEvent(new Event(HYDRATED));
    vi.runAllTimers();
    expect(lazy()).toBeNull();
  });
});

describe("the head script's early presses, before the page's loader has arrived", () => {
  const click = (element, init = {}) =>
    element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
  const byId = (id) => document.getElementById(id);
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="held" type="button" data-hydrate-hold><span id="label">Copy</span></button>
      <button id="plain" type="button">Plain</button>
      <a id="search" href="/search" data-hydrate-hold>Search</a>
      <form id="form" data-hydrate-hold><button id="send">Send</button></form>`;
    loadPage();
  });
  afterEach(() => {
    document.dispatchEvent(new Event(HYDRATED));
    delete window[EARLY_PRESSES];
  });

  it("stops a click on a declared control, says it is busy and queues it", () => {
    const heard = vi.fn();
    byId("held").addEventListener("click", heard);
    expect(click(byId("label"))).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    expect(byId("held").getAttribute("aria-busy")).toBe("true");
    expect(window[EARLY_PRESSES]).toHaveLength(1);
  });

  it("stops a submit of a declared form, and leaves other clicks to the browser", () => {
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    expect(byId("form").dispatchEvent(submit)).toBe(false);
    expect(byId("form").getAttribute("aria-busy")).toBe("true");
    expect(click(byId("plain"))).toBe(true);
    expect(click(byId("search"), { ctrlKey: true })).toBe(true);
    expect(click(byId("search"), { button: 1 })).toBe(true);
    expect(window[EARLY_PRESSES]).toEqual([submit]);
  });

  it("hands its queue to the loader, which replays each press once, in order, after hydration", () => {
    const heard = [];
    for (const id of ["held", "search"])
      byId(id).addEventListener("click", (event) => {
        event.preventDefault();
        heard.push(id);
      });
    click(byId("search"));
    click(byId("held"));
    const start = vi.fn();
    holdEarlyEvents(window, start);
    expect(start).toHaveBeenCalled();
    expect(window[EARLY_PRESSES]).toBeUndefined();
    // The loader holds from here on; the head script stands down.
    click(byId("held"));
    expect(heard).toEqual([]);
    document.dispatchEvent(new Event(HYDRATED));
    expect(heard).toEqual(["search", "held", "held"]);
    expect(byId("held").hasAttribute("aria-busy")).toBe(false);
  });
});
