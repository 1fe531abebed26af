import { cva, type VariantProps } from "class-variance-authority";
import {
  type ComponentProps,
  createContext,
  type PointerEvent,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { Icon } from "~/components/icon";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages.js";
import { useToastContext } from "./toast-region";

/*
 * Toasts as Radix Toast draws and runs them (same markup, data attributes and CSS
 * variables), limited to what the site uses: one toast at a time, swiped to the right.
 * Radix Toast and the layers under it cost about 14 KB of gzip JavaScript; this file is
 * about 3 KB and loads with the first toast (toaster.tsx).
 *
 * Spec 4 and 9: shown for 5000 ms (paused while hovered or focused, or while the window is
 * in the background), a swipe right past 50 px dismisses, Escape dismisses, F8 focuses
 * the region, and each toast is announced to screen readers.
 */

const toastVariants = cva(
  "pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pe-10 shadow-lg data-[state=open]:animate-[toast-in_200ms_ease-out] data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:transition-none",
  {
    variants: {
      variant: {
        default: "border-border bg-card text-card-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

/**
 * A toast is swiped away towards the screen's edge it sits at, the inline end: right, or
 * left on a right-to-left page. Distances are measured along that way (1) or against it (-1).
 */
const towardsEdge = (element: Element) => (getComputedStyle(element).direction === "rtl" ? -1 : 1);

const CloseContext = createContext<() => void>(() => {});

/** The text a screen reader hears: the toast's text, an action's alt text, no close button. */
function announceText(node: Element): string {
  const parts: string[] = [];
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE && child.textContent) parts.push(child.textContent);
    else if (child instanceof HTMLElement && child.dataset.toastAnnounceAlt)
      parts.push(child.dataset.toastAnnounceAlt);
    else if (child instanceof HTMLElement && !child.hidden && !child.dataset.toastAnnounceExclude)
      parts.push(announceText(child));
  }
  return parts.filter(Boolean).join(" ");
}

/** Says the toast once, a frame after it shows, then leaves the page (as Radix does). */
function Announce({ text }: { text: string }) {
  const [stage, setStage] = useState<"empty" | "speaking" | "done">("empty");
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setStage((s) => (s === "empty" ? "speaking" : s)));
    });
    const timer = setTimeout(() => setStage("done"), 1000);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  if (stage === "done") return null;
  return createPortal(
    <span role="status" aria-live="assertive" aria-atomic="true" className="sr-only">
      {stage === "speaking" ? m.toast_announce({ text }) : null}
    </span>,
    document.body,
  );
}

type ToastProps = Omit<ComponentProps<"li">, "onPointerDown"> &
  VariantProps<typeof toastVariants> & {
    open: boolean;
    onOpenChange: (open: boolean) => void;
  };

export function Toast({ className, variant, open, onOpenChange, children, ...props }: ToastProps) {
  const { duration, swipeThreshold, viewport, countToast } = useToastContext();
  const [node, setNode] = useState<HTMLLIElement | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swipeX = useRef<number | null>(null);
  const close = useCallback(() => {
    if (node?.contains(document.activeElement)) viewport?.focus();
    onOpenChange(false);
  }, [node, viewport, onOpenChange]);
  const closeRef = useRef(close);
  closeRef.current = close;

  // The close timer, paused while the pointer or focus is in the region or the window is
  // in the background; and Escape anywhere closes the toast.
  useEffect(() => {
    const region = viewport?.parentElement;
    if (!open || !region) return;
    const closeNow = () => closeRef.current();
    let left = duration;
    let started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(closeNow, left);
    const pause = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      left -= Date.now() - started;
    };
    const resume = () => {
      if (timer !== undefined) return;
      started = Date.now();
      timer = setTimeout(closeNow, left);
    };
    const listeners: [EventTarget, string, (event: Event) => void][] = [
      [region, "focusin", pause],
      [region, "pointermove", pause],
      [
        region,
        "focusout",
        (e) => region.contains((e as FocusEvent).relatedTarget as Node) || resume(),
      ],
      [region, "pointerleave", () => region.contains(document.activeElement) || resume()],
      [window, "blur", pause],
      [window, "focus", resume],
      [
        document,
        "keydown",
        (e) => (e as KeyboardEvent).key === "Escape" && !e.defaultPrevented && closeNow(),
      ],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    countToast(1);
    return () => {
      clearTimeout(timer);
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      countToast(-1);
    };
  }, [open, viewport, duration, countToast]);

  useEffect(() => {
    if (node) setAnnouncement(announceText(node));
  }, [node]);

  if (!open || !viewport) return null;

  const swipe = (state: "start" | "move" | "cancel" | "end", x?: number) => {
    if (!node) return;
    node.dataset.swipe = state;
    const style = node.style;
    style.removeProperty("--radix-toast-swipe-move-x");
    style.removeProperty("--radix-toast-swipe-end-x");
    const offset = (x ?? 0) * towardsEdge(node);
    if (state === "move") style.setProperty("--radix-toast-swipe-move-x", `${offset}px`);
    if (state === "end") style.setProperty("--radix-toast-swipe-end-x", `${offset}px`);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    const start = swipeStart.current;
    if (!start) return;
    const dx = (event.clientX - start.x) * towardsEdge(event.currentTarget);
    const dy = event.clientY - start.y;
    const x = Math.max(0, dx);
    const buffer = event.pointerType === "touch" ? 10 : 2;
    if (swipeX.current !== null) {
      swipeX.current = x;
      swipe("move", x);
    } else if (x > Math.abs(dy) && x > buffer) {
      swipeX.current = x;
      swipe("start");
      event.currentTarget.setPointerCapture(event.pointerId);
    } else if (Math.abs(dx) > buffer || Math.abs(dy) > buffer) {
      swipeStart.current = null;
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLLIElement>) => {
    const x = swipeX.current;
    const target = event.currentTarget;
    if (target.hasPointerCapture(event.pointerId)) target.releasePointerCapture(event.pointerId);
    swipeStart.current = null;
    swipeX.current = null;
    if (x === null) return;
    // A swipe is not a click on whatever it ended on.
    target.addEventListener("click", (click) => click.preventDefault(), { once: true });
    if (x > swipeThreshold) {
      swipe("end", x);
      close();
    } else swipe("cancel");
  };

  return (
    <>
      {announcement ? <Announce text={announcement} /> : null}
      {createPortal(
        <CloseContext value={close}>
          <li
            {...props}
            ref={setNode}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: as in Radix Toast, keyboard users tab to a toast to read it or dismiss it with Escape
            tabIndex={0}
            data-state="open"
            data-swipe-direction="right"
            className={cn(toastVariants({ variant }), className)}
            style={{ userSelect: "none", touchAction: "none" }}
            onKeyDown={(event) => {
              if (event.key !== "Escape") return;
              event.nativeEvent.preventDefault();
              close();
            }}
            onPointerDown={(event) => {
              if (event.button === 0) swipeStart.current = { x: event.clientX, y: event.clientY };
            }}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
          >
            {children}
          </li>
        </CloseContext>,
        viewport,
      )}
    </>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("text-sm opacity-90", className)} {...props} />;
}

export function ToastClose({ className, onClick, ...props }: ComponentProps<"button">) {
  const close = useContext(CloseContext);
  return (
    <button
      type="button"
      aria-label={m.toast_dismiss()}
      data-toast-announce-exclude=""
      className={cn(
        "absolute top-2 inset-e-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) close();
      }}
      {...props}
    >
      <Icon name="close" className="size-4" />
    </button>
  );
}

/**
 * The toast's one action ("Undo"): runs its click handler, then closes the toast. Screen
 * readers hear `altText` in its place when the toast is announced (as with Radix Toast).
 */
export function ToastAction({
  altText,
  className,
  onClick,
  ...props
}: ComponentProps<"button"> & { altText: string }) {
  const close = useContext(CloseContext);
  return (
    <button
      type="button"
      data-toast-announce-alt={altText}
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center self-center rounded-md border border-current px-3 text-sm font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) close();
      }}
      {...props}
    />
  );
}
