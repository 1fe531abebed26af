/** What the header toggle offers; "system" follows prefers-color-scheme. */
export type ThemeChoice = "light" | "dark" | "system";

/**
 * The localStorage key of the visitor's choice; absent means "system". The theme script
 * the build puts in every page's <head> reads it (scripts/theme-head-script.mjs).
 */
export const THEME_STORAGE_KEY = "theme";

const order: Record<string, ThemeChoice> = { system: "light", light: "dark", dark: "system" };

/** The choice after the one in force: system, then light, then dark, then system. */
export const nextThemeChoice = (): ThemeChoice =>
  order[document.documentElement.dataset.theme ?? ""] ?? "light";

/** Saves the visitor's choice in their own browser and applies it at once. */
export function applyThemeChoice(choice: ThemeChoice) {
  document.documentElement.dataset.theme = choice;
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this page view only.
  }
}
