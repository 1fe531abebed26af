// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addThemeHeadScript, THEME_STORAGE_KEY, themeHeadScript } from "./theme-head-script.mjs";

const root = document.documentElement;
const theme = () => root.dataset.theme;
let controller;

/** Runs the head script as a page load would, its click listener removed after the test. */
function loadPage() {
  controller?.abort();
  controller = new AbortController();
  const { signal } = controller;
  const add = document.addEventListener.bind(document);
  document.addEventListener = (type, listener, options) =>
    add(type, listener, { signal, ...options });
  try {
    new Function(themeHeadScript)();
  } finally {
    document.addEventListener = add;
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
    const html = addThemeHeadScript('<head><meta charSet="utf-8"/><title>x</title>', "a.html");
    expect(html).toBe(
      `<head><meta charSet="utf-8"/><script>${themeHeadScript}</script><title>x</title>`,
    );
    expect(() => addThemeHeadScript("<head></head>", "b.html")).toThrow(/b\.html/);
  });
});
