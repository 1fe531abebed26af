/** Keys given to entries a #fragment link has just made, not yet seen by the router. */
const newFragmentEntries = new Set<string>();

/**
 * A plain link to "#section" (a table of contents, a heading's own link, a changelog anchor)
 * makes a history entry the browser creates without state. React Router gives every such
 * entry the same key ("default"), so on the next one it saved the current scroll position
 * under that key and at once "restored" it: a smooth scroll to the section stopped wherever
 * it was when the second link was followed. Giving each stateless entry a key of its own
 * leaves nothing to restore on a new entry (React Router then scrolls to the hash) and lets
 * Back return to where the reader was on that entry.
 *
 * Listeners on window run in the order they were added, so this must be called before
 * React Router creates its history: root.tsx calls it as the module loads.
 */
export function keyFragmentEntries(win: Window = window) {
  const onPopState = () => {
    if (win.history.state === null) {
      const key = Math.random().toString(36).slice(2, 10);
      newFragmentEntries.add(key);
      win.history.replaceState({ usr: null, key }, "");
    }
  };
  win.addEventListener("popstate", onPopState);
  return () => win.removeEventListener("popstate", onPopState);
}

/**
 * Whether the router's location `key` is an entry a #fragment link has just made: true once
 * per such entry, so Back or Forward to it later reads false. The browser is already
 * gliding to the section then, and the router's own scroll to it must glide too: set to
 * jump in the middle of that glide, Chromium landed past the heading (docs/testing.md).
 */
export function isNewFragmentEntry(key: string) {
  return newFragmentEntries.delete(key);
}
