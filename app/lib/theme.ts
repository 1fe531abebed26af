/** What the header toggle offers; "system" follows prefers-color-scheme. */
export const themeChoices = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** The localStorage key of the visitor's choice; absent means "system". */
export const THEME_STORAGE_KEY = "theme";

/**
 * The inline script in every page's <head>, before the stylesheet: it puts the saved
 * choice on <html> as `data-theme` before the first paint, so no page paints in the wrong
 * theme. It is the same text on every page, so its CSP hash is one value (the build checks
 * that every inline script of every page has its hash in that page's policy). A storage
 * error (storage blocked) counts as no choice.
 */
export const themeHeadScript = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}document.documentElement.dataset.theme=t=="light"||t=="dark"?t:"system"`;

/** Saves the visitor's choice in their own browser and applies it at once. */
export function applyThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this page view only.
  }
  document.documentElement.dataset.theme = choice;
}

/** The choice in force on this page, as the head script (or the toggle) set it. */
export function currentThemeChoice(): ThemeChoice {
  const value = document.documentElement.dataset.theme;
  return value === "light" || value === "dark" ? value : "system";
}
