/**
 * A key press as `aria-keyshortcuts` writes it (WAI-ARIA: modifiers, then the key, joined by
 * `+`): `Control+K`, `Meta+K`, `/`. Shift is left out: on many layouts `/` itself needs it.
 */
export function shortcutOf(event: KeyboardEvent): string {
  const modifiers = [
    event.ctrlKey && "Control",
    event.metaKey && "Meta",
    event.altKey && "Alt",
  ].filter(Boolean);
  const key = event.key.length === 1 ? event.key.toUpperCase() : event.key;
  return [...modifiers, key].join("+");
}

const typingIn = (target: EventTarget | null) =>
  (target as Element | null)?.closest?.(
    "input, textarea, select, [contenteditable]:not([contenteditable='false'])",
  ) != null;

/**
 * Whether a key press is one of an `aria-keyshortcuts` value's shortcuts (letters compared
 * without case). A shortcut with no modifier (`/`) is a character a visitor may be typing,
 * so it counts only outside a text field.
 */
export function matchesShortcuts(event: KeyboardEvent, shortcuts: string): boolean {
  const pressed = shortcutOf(event);
  if (!shortcuts.toUpperCase().split(/\s+/).includes(pressed.toUpperCase())) return false;
  return pressed.includes("+") || !typingIn(event.target);
}
