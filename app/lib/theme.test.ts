import { afterEach, describe, expect, it } from "vitest";
import {
  THEME_STORAGE_KEY as scriptKey,
  themeHeadScript,
} from "../../scripts/theme-head-script.mjs";
import { applyThemeChoice, nextThemeChoice, THEME_STORAGE_KEY } from "./theme";

const runHeadScript = () => new Function(themeHeadScript)();
const theme = () => document.documentElement.dataset.theme;

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe("theme choice", () => {
  it("is read by the head script from the key the toggle writes", () => {
    expect(scriptKey).toBe(THEME_STORAGE_KEY);
    for (const choice of ["light", "dark"] as const) {
      applyThemeChoice(choice);
      delete document.documentElement.dataset.theme;
      runHeadScript();
      expect(theme()).toBe(choice);
    }
  });

  it("is system when nothing or something unknown is saved", () => {
    runHeadScript();
    expect(theme()).toBe("system");
    localStorage.setItem(THEME_STORAGE_KEY, "sepia");
    runHeadScript();
    expect(theme()).toBe("system");
  });

  it("forgets the saved choice when the visitor goes back to system", () => {
    applyThemeChoice("dark");
    applyThemeChoice("system");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(theme()).toBe("system");
  });

  it("moves system, light, dark, then system again", () => {
    runHeadScript();
    const seen = [];
    for (let i = 0; i < 3; i++) {
      applyThemeChoice(nextThemeChoice());
      seen.push(theme());
    }
    expect(seen).toEqual(["light", "dark", "system"]);
  });
});
