import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { createRoot } from "react-dom/client";
import { TOOLTIP_SELECTOR } from "~/lib/page-loader/declarations";
import {
  TOOLTIP_DELAY_MS,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from "./tooltip";

/*
 * The tooltips of every `[data-tooltip]` element (see tooltip-loader.ts), loaded when the
 * first one is pointed at or focused. One provider gives them the timings of
 * docs/spec/site-spec.md §4 and one shared skip window. The trigger is a transparent layer placed
 * inside the element (so its clicks are the element's clicks): Radix's own pointer handling
 * on it opens the tooltip after the delay and closes it on leave or press; keyboard focus
 * opens it at once, as Radix does on a focused trigger; Escape closes it.
 */

/** The tooltip's text: the element's `data-tooltip`, else its label or visible text. */
export function tooltipText(element: HTMLElement): string {
  return (
    element.dataset.tooltip ||
    element.getAttribute("aria-label") ||
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is wanted: it leaves out hidden parts (the theme toggle's other faces)
    element.innerText ||
    ""
  ).trim();
}

/** Offsets that stretch an absolute child over its parent's border too, not only inside it. */
function borderBox(element: HTMLElement) {
  const style = getComputedStyle(element);
  const outside = (width: string) => -Number.parseFloat(width) || 0;
  return {
    top: outside(style.borderTopWidth),
    right: outside(style.borderRightWidth),
    bottom: outside(style.borderBottomWidth),
    left: outside(style.borderLeftWidth),
  };
}

const closestWithTooltip = (node: EventTarget | null) =>
  node instanceof Element ? node.closest<HTMLElement>(TOOLTIP_SELECTOR) : null;

function TooltipLayer({ first }: { first: HTMLElement }) {
  const [target, setTarget] = useState(first);
  const [open, setOpen] = useState(() => first.matches(":focus-visible"));

  // The pointer that brought the layer in may rest on its element and not move again (the
  // first hover of a page, replayed once it has hydrated): it still gets its tooltip, after
  // the usual delay, unless it has left by then.
  useEffect(() => {
    if (!first.matches(":hover")) return;
    const timer = setTimeout(() => {
      if (first.matches(":hover")) setOpen(true);
    }, TOOLTIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [first]);

  useEffect(() => {
    const onPointerOver = (event: PointerEvent) => {
      const element = closestWithTooltip(event.target);
      if (element && element !== target) {
        setOpen(false);
        setTarget(element);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const element = closestWithTooltip(event.target);
      if (!element) return;
      setTarget(element);
      setOpen(element.matches(":focus-visible"));
    };
    const onFocusOut = (event: FocusEvent) => {
      if (closestWithTooltip(event.target) === target) setOpen(false);
    };
    document.addEventListener("pointerover", onPointerOver);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerover", onPointerOver);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, [target]);

  if (!target.isConnected) return null;
  return createPortal(
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>
        <span aria-hidden="true" className="absolute rounded-[inherit]" style={borderBox(target)} />
      </TooltipTrigger>
      <TooltipContent>{tooltipText(target)}</TooltipContent>
    </Tooltip>,
    target,
  );
}

/** Mounts the layer once, in a root of its own, starting with the element just reached. */
export function mountTooltipLayer(first: HTMLElement) {
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(
    <TooltipProvider>
      <TooltipLayer first={first} />
    </TooltipProvider>,
  );
}
