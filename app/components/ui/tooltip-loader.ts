import { TOOLTIP_SELECTOR } from "~/lib/page-loader/declarations";

/*
 * Tooltips for icon-only controls, at no cost to the first view. An element asks for one
 * with `data-tooltip` (its text, or empty to show the element's own name). Nothing of the
 * tooltip's code loads until a pointer or keyboard focus first reaches such an element;
 * then tooltip-layer.tsx puts the tooltip primitive (ui/tooltip.tsx: Radix, with the
 * 700 ms delay, 300 ms skip window, top side and 4 px offset of docs/spec/site-spec.md §4) on
 * whichever of them the visitor points at or focuses. It works the same on static HTML the
 * page adopted.
 */

/** Starts watching; returns a function that stops (for the root layout's effect). */
export function watchForTooltips(): () => void {
  const events = ["pointerover", "focusin"] as const;
  const stop = () => {
    for (const type of events) document.removeEventListener(type, start);
  };
  function start(event: Event) {
    const target = (event.target as Element).closest?.(TOOLTIP_SELECTOR);
    if (!(target instanceof HTMLElement)) return;
    stop();
    import("./tooltip-layer").then((layer) => layer.mountTooltipLayer(target));
  }
  for (const type of events) document.addEventListener(type, start);
  return stop;
}
