import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "~/hooks/toast-store";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages.js";

/*
 * The always-present half of the toasts: the "Notifications (F8)" region every page
 * renders, and the context a toast reads its timing from. The toasts themselves
 * (toast.tsx) load with the first toast, so pages do not carry their code up front.
 */

const HOTKEY = "F8";

export interface ToastContextValue {
  duration: number;
  swipeThreshold: number;
  viewport: HTMLOListElement | null;
  setViewport: (node: HTMLOListElement | null) => void;
  toastCount: number;
  countToast: (change: 1 | -1) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export function useToastContext(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error("Toast parts must be inside <ToastProvider>.");
  return context;
}

export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
}: {
  children: ReactNode;
  duration?: number;
  swipeThreshold?: number;
}) {
  const [viewport, setViewport] = useState<HTMLOListElement | null>(null);
  const [toastCount, setToastCount] = useState(0);
  const countToast = useCallback((change: 1 | -1) => setToastCount((n) => n + change), []);
  return (
    <ToastContext
      value={{ duration, swipeThreshold, viewport, setViewport, toastCount, countToast }}
    >
      {children}
    </ToastContext>
  );
}

export function ToastViewport({ className, ...props }: ComponentProps<"ol">) {
  const { setViewport, toastCount } = useToastContext();
  const listRef = useRef<HTMLOListElement | null>(null);
  const setList = useCallback(
    (node: HTMLOListElement | null) => {
      listRef.current = node;
      setViewport(node);
    },
    [setViewport],
  );

  useEffect(() => {
    const focusOnHotkey = (event: KeyboardEvent) => {
      if (event.code === HOTKEY) listRef.current?.focus();
    };
    document.addEventListener("keydown", focusOnHotkey);
    return () => document.removeEventListener("keydown", focusOnHotkey);
  }, []);

  return (
    <section
      aria-label={m.toast_region_label({ hotkey: HOTKEY })}
      tabIndex={-1}
      style={{ pointerEvents: toastCount > 0 ? undefined : "none" }}
    >
      <ol
        tabIndex={-1}
        ref={setList}
        className={cn("toast-viewport fixed", className)}
        {...props}
      />
    </section>
  );
}
