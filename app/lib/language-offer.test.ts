import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  LANGUAGE_CHOICE_KEY,
  LANGUAGE_OFFER_ATTRIBUTE,
  LANGUAGE_OFFER_DISMISS_ATTRIBUTE,
  LANGUAGE_OFFER_DISMISSED_KEY,
  languageOfferScript,
} from "./language-offer.js";
import { prefixedLocales } from "./locales.js";

const root = document.documentElement;
const offered = () => root.getAttribute(LANGUAGE_OFFER_ATTRIBUTE);
let controller: AbortController | undefined;

/** Runs the offer's script as `/` does while it is parsed, with the browser's `languages`. */
function loadHome(languages: string[], language = "en-US") {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  vi.spyOn(navigator, "language", "get").mockReturnValue(language);
  controller?.abort();
  controller = new AbortController();
  const { signal } = controller;
  const add = document.addEventListener.bind(document);
  document.addEventListener = ((type: string, listener: EventListener) =>
    add(type, listener, { signal })) as typeof document.addEventListener;
  try {
    new Function(languageOfferScript())();
  } finally {
    document.addEventListener = add;
  }
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  controller?.abort();
  root.removeAttribute(LANGUAGE_OFFER_ATTRIBUTE);
  document.body.replaceChildren();
  localStorage.clear();
});

describe("the offer of another language on /", () => {
  it("offers the first of the browser's languages the site has, by its primary code", () => {
    loadHome(["de-AT", "en"]);
    expect(offered()).toBe("de");
    loadHome(["fr-FR", "ja"]);
    expect(offered()).toBe("ja");
  });

  it("reads Hebrew's old code iw as he", () => {
    loadHome(["iw"]);
    expect(offered()).toBe("he");
  });

  it("offers nothing to a browser that puts English first, or has no language of the site", () => {
    loadHome(["en-GB", "de"]);
    expect(offered()).toBeNull();
    loadHome(["fr", "es"]);
    expect(offered()).toBeNull();
    loadHome([], "en-US");
    expect(offered()).toBeNull();
  });

  it("reads the browser's one language where it gives no list", () => {
    loadHome([], "ja-JP");
    expect(offered()).toBe("ja");
  });

  it("offers the language last chosen with a language link before the browser's", () => {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, "he");
    loadHome(["de-DE"]);
    expect(offered()).toBe("he");
  });

  it("passes over a stored choice the site has no language for, to the browser's", () => {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, "fr");
    loadHome(["de-DE"]);
    expect(offered()).toBe("de");
  });

  it("offers nothing to a visitor whose last choice was English", () => {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, "en");
    loadHome(["ja-JP"]);
    expect(offered()).toBeNull();
  });

  it("takes nothing stored or sent by a browser as a language unless the site has it", () => {
    const hostile = [
      '"><script>alert(1)</script>',
      "de\u0000",
      "__proto__",
      "constructor",
      "DE-de-extra-long-".repeat(500),
      "",
      "-de",
      " ja",
    ];
    for (const value of hostile) {
      localStorage.setItem(LANGUAGE_CHOICE_KEY, value);
      loadHome(["ja"]);
      // A value the site has no language for is passed over for the browser's.
      expect(offered(), JSON.stringify(value.slice(0, 30))).toBe(
        value.startsWith("DE-de") ? "de" : "ja",
      );
      root.removeAttribute(LANGUAGE_OFFER_ATTRIBUTE);
    }
    localStorage.clear();
    loadHome(hostile.filter((value) => !value.startsWith("DE-de")));
    expect(offered()).toBeNull();
  });

  it("hides at its close button, hands the focus to the header, and is not made again", () => {
    const header = document.createElement("header");
    const logo = document.createElement("a");
    logo.href = "/";
    header.append(logo);
    document.body.append(header);
    loadHome(["de-DE"]);
    const close = document.createElement("button");
    close.setAttribute(LANGUAGE_OFFER_DISMISS_ATTRIBUTE, "");
    const label = document.createElement("span");
    close.append(label);
    document.body.append(close);
    label.click();
    expect(offered()).toBeNull();
    expect(document.activeElement).toBe(logo);
    expect(localStorage.getItem(LANGUAGE_OFFER_DISMISSED_KEY)).toBe("dismissed");
    loadHome(["de-DE"]);
    expect(offered()).toBeNull();
  });

  it("ignores other clicks", () => {
    loadHome(["ja"]);
    const other = document.createElement("button");
    document.body.append(other);
    other.click();
    expect(offered()).toBe("ja");
    expect(localStorage.getItem(LANGUAGE_OFFER_DISMISSED_KEY)).toBeNull();
  });

  it("offers nothing when the browser blocks storage, since a closing could not be kept", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    loadHome(["de-DE"]);
    expect(offered()).toBeNull();
  });

  it("has a rule in app.css that shows each language's offer, and only it", () => {
    const css = readFileSync(path.resolve("app/styles/app.css"), "utf8");
    for (const { code } of prefixedLocales)
      expect(css).toContain(
        `[${LANGUAGE_OFFER_ATTRIBUTE}="${code}"] .language-offer[lang="${code}"]`,
      );
  });
});
