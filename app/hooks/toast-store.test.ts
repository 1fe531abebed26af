import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createToastStore,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toastReducer,
} from "./toast-store";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("toast constants (docs/spec/site-spec.md §9)", () => {
  it("shows one toast for 5000 ms, swipes at 50 px, removes 1,000,000 ms after dismissal", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });
});

describe("toast store", () => {
  it("keeps at most one toast: a new one replaces the old", () => {
    const store = createToastStore();
    store.toast({ title: "First" });
    store.toast({ title: "Second" });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(["Second"]);
  });

  it("defaults to the default look and keeps the destructive one when asked", () => {
    const store = createToastStore();
    store.toast({ title: "Saved" });
    expect(store.getState().toasts[0]?.variant).toBe("default");
    store.toast({ title: "Failed", variant: "destructive" });
    expect(store.getState().toasts[0]?.variant).toBe("destructive");
  });

  it("closes a dismissed toast at once and removes it only after 1,000,000 ms", () => {
    const store = createToastStore();
    const id = store.toast({ title: "Bye" });
    store.dismiss(id);
    expect(store.getState().toasts).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it("tells subscribers about every change and stops after unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toast({ title: "One" });
    unsubscribe();
    store.toast({ title: "Two" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("dismisses every toast when no id is given", () => {
    const state = toastReducer(
      { toasts: [{ id: "1", title: "a", open: true }] },
      { type: "dismiss" },
    );
    expect(state.toasts[0]?.open).toBe(false);
    expect(toastReducer(state, { type: "remove" }).toasts).toEqual([]);
  });
});
