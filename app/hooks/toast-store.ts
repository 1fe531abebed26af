import type { ReactNode } from "react";

/** Toast constants of docs/spec/site-spec.md §4, §9. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = "default" | "destructive";

/**
 * A button in the toast ("Undo"), as Radix Toast's ToastAction: pressing it runs `onAction`
 * and closes the toast. Screen readers hear `altText` instead of the button, since a toast
 * can close before anyone tabs to it: say there how else to do the same (a shortcut).
 */
export interface ToastActionInput {
  label: string;
  altText: string;
  onAction: () => void;
}

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastActionInput;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: "add"; toast: ToastItem }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

/** Pure state transitions; the newest toast comes first and older ones fall off past the limit. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "add":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "dismiss":
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case "remove":
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id),
      };
  }
}

type Listener = (state: ToastState) => void;

/**
 * A tiny store shared by every `toast()` call. A dismissed toast stays mounted (closed)
 * until its removal timer fires, so Radix can finish the exit animation.
 */
export function createToastStore() {
  let state: ToastState = { toasts: [] };
  let nextId = 0;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(action: ToastAction) {
    state = toastReducer(state, action);
    for (const listener of listeners) listener(state);
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        dispatch({ type: "remove", id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  }

  function dismiss(id?: string) {
    const ids = id === undefined ? state.toasts.map((t) => t.id) : [id];
    for (const each of ids) scheduleRemoval(each);
    dispatch({ type: "dismiss", id });
  }

  function toast(input: ToastInput): string {
    nextId += 1;
    const id = String(nextId);
    dispatch({ type: "add", toast: { variant: "default", ...input, id, open: true } });
    return id;
  }

  return {
    toast,
    dismiss,
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
