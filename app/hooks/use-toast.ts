import { useSyncExternalStore } from "react";
import { createToastStore, type ToastInput } from "./toast-store";

const store = createToastStore();
const emptyState = store.getState();

/** Shows a toast from anywhere (event handlers included); returns its id. */
export function toast(input: ToastInput): string {
  return store.toast(input);
}

export function useToast() {
  const state = useSyncExternalStore(store.subscribe, store.getState, () => emptyState);
  return { toasts: state.toasts, toast: store.toast, dismiss: store.dismiss };
}
