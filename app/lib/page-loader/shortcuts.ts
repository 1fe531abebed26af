/** One shortcut of an `aria-keyshortcuts` value, such as `Control+K` or `/`. */
export interface Shortcut {
  key: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
}

/** The shortcuts of an `aria-keyshortcuts` value (WAI-ARIA: space-separated, `+` joins). */
export function parseShortcuts(value: string): Shortcut[] {
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((shortcut) => {
      const parts = shortcut.split("+");
      const key = (parts.pop() ?? "").toLowerCase();
      return {
        key,
        control: parts.includes("Control"),
        meta: parts.includes("Meta"),
        alt: parts.includes("Alt"),
      };
    });
}

const typingIn = (target: EventTarget | null) =>
  typeof (target as Element | null)?.closest === "function" &&
  (target as Element).closest(
    "input, textarea, select, [contenteditable]:not([contenteditable='false'])",
  ) !== null;

/**
 * Whether a key press is the shortcut. A shortcut with no modifier (`/`) is a character a
 * visitor may be typing, so it counts only outside a text field. Shift is not compared: on
 * many layouts `/` itself needs it.
 */
export function matchesShortcut(event: KeyboardEvent, shortcut: Shortcut): boolean {
  if (event.key.toLowerCase() !== shortcut.key) return false;
  if (event.ctrlKey !== shortcut.control || event.metaKey !== shortcut.meta) return false;
  if (event.altKey !== shortcut.alt) return false;
  const modified = shortcut.control || shortcut.meta || shortcut.alt;
  return modified || !typingIn(event.target);
}
