import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isNewFragmentEntry, keyFragmentEntries } from "./fragment-history";

describe("keyFragmentEntries", () => {
  // A window of its own: the root layout, which another test file may have imported into
  // this worker's document, keys the main window's entries for the page's whole life.
  let frame: HTMLIFrameElement;
  let window: Window;
  let stop = () => {};
  beforeEach(() => {
    frame = document.createElement("iframe");
    document.body.append(frame);
    window = frame.contentWindow as Window;
  });
  afterEach(() => {
    stop();
    frame.remove();
  });

  it("gives a history entry the browser made for a #fragment a key of its own", () => {
    stop = keyFragmentEntries(window);
    const keys = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      window.history.replaceState(null, "");
      window.dispatchEvent(new PopStateEvent("popstate"));
      const state = window.history.state as { key: string; usr: null };
      expect(state.usr).toBeNull();
      expect(state.key).toMatch(/^[a-z0-9]+$/);
      keys.add(state.key);
    }
    expect(keys.size).toBe(3);
  });

  it("says once that an entry is one a #fragment link just made, so Back to it later jumps", () => {
    stop = keyFragmentEntries(window);
    window.history.replaceState(null, "");
    window.dispatchEvent(new PopStateEvent("popstate"));
    const { key } = window.history.state as { key: string };
    expect(isNewFragmentEntry(key)).toBe(true);
    expect(isNewFragmentEntry(key)).toBe(false);
    expect(isNewFragmentEntry("abc123")).toBe(false);
  });

  it("leaves the entries React Router made alone", () => {
    stop = keyFragmentEntries(window);
    const routerState = { usr: { from: "menu" }, key: "abc123", idx: 4 };
    window.history.replaceState(routerState, "");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(window.history.state).toEqual(routerState);
  });

  it("stops listening when cleaned up", () => {
    keyFragmentEntries(window)();
    window.history.replaceState(null, "");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(window.history.state).toBeNull();
  });
});
