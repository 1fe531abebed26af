import { useSyncExternalStore } from "react";

/*
 * One sandbox key for every open "Try it" panel on the page, so an item created in one
 * panel is listed by another. A fresh random key per page load keeps visitors (and test
 * runs) apart; nothing is stored.
 */
let key: string | null = null;
const listeners = new Set<() => void>();

function freshKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `sbx_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

function current(): string {
  key ??= freshKey();
  return key;
}

export function setSandboxKey(value: string) {
  key = value;
  for (const listener of listeners) listener();
}

export function useSandboxKey(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    current,
  );
}
