import { lazy, Suspense } from "react";
import { useToast } from "~/hooks/use-toast";
import { ToastProvider, ToastViewport } from "./toast-region";

/** Loads the toasts' code; the first toast() call starts it, later ones find it loaded. */
export const loadToastList = () => import("./toast-list");
const ToastList = lazy(loadToastList);

/**
 * The toasts of the shared store; mounted once in the root layout. The region is always
 * there (F8 finds it), and a toast appears as soon as its code has loaded, a few
 * milliseconds after the first toast() call of a visit.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider>
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} dismiss={dismiss} />
        </Suspense>
      ) : null}
      <ToastViewport />
    </ToastProvider>
  );
}
