import {
  DRAG_HANDLE_SELECTOR,
  HOLD_REGION_SELECTOR,
  type PageWindow,
  REGION_CONTROL_SELECTOR,
  REGION_LIVE_ATTRIBUTE,
} from "./declarations";
import { isElement } from "./early-events";

/*
 * A part of the page whose code loads after the page's own (the demo board: a deferred
 * section, hydrated once its code is there) is held as a whole, from the page's first
 * moment until the part marks itself live (`data-region-live`), which is later than the
 * page's hydration. Until then a click on one of its buttons, or a submit of one of its
 * forms, is stopped, marked busy and done again once the part is live, in order, once; a
 * drag begun on one of its grips is handed over if the pointer is still down. Its fields
 * and menus of choices stay the browser's: the part reads them when it goes live.
 */

type Held =
  | { kind: "click"; control: HTMLElement }
  | { kind: "submit"; control: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: "drag"; control: HTMLElement; down: PointerEventInit; released: boolean };

function replay(entry: Held) {
  entry.control.removeAttribute("aria-busy");
  if (!entry.control.isConnected) return;
  if (entry.kind === "click") entry.control.click();
  else if (entry.kind === "submit") {
    if (entry.submitter?.isConnected) entry.control.requestSubmit(entry.submitter);
    else entry.control.requestSubmit();
  }
  // A grip let go before the part was live was a tap, not a drag.
  else if (!entry.released)
    entry.control.dispatchEvent(new PointerEvent("pointerdown", entry.down));
}

/**
 * Holds the presses in each `data-hydrate-region` of the page until it is live; `start`
 * loads the framework. A region's fieldset is disabled in the HTML, for a browser without
 * JavaScript, where its controls can do nothing; here it is enabled, its presses held.
 */
export function holdRegions(win: PageWindow, start: () => void): void {
  const doc = win.document;
  const regions = [...doc.querySelectorAll<HTMLElement>(HOLD_REGION_SELECTOR)].filter(
    (region) => !region.hasAttribute(REGION_LIVE_ATTRIBUTE),
  );
  if (!regions.length) return;
  const held = new Map<HTMLElement, Held[]>(regions.map((region) => [region, []]));
  /** The held region an event is in, while it is not live yet. */
  const heldRegionOf = (target: EventTarget | null) => {
    const region = isElement(target) ? target.closest<HTMLElement>(HOLD_REGION_SELECTOR) : null;
    return region && held.has(region) && !region.hasAttribute(REGION_LIVE_ATTRIBUTE)
      ? region
      : null;
  };
  const hold = (region: HTMLElement, entry: Held, event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    entry.control.setAttribute("aria-busy", "true");
    held.get(region)?.push(entry);
    start();
  };

  const onClick = (event: MouseEvent) => {
    const region = heldRegionOf(event.target);
    const control =
      region && (event.target as Element).closest<HTMLElement>(REGION_CONTROL_SELECTOR);
    if (!region || !control || !region.contains(control)) return;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    hold(region, { kind: "click", control }, event);
  };
  const onSubmit = (event: SubmitEvent) => {
    const region = heldRegionOf(event.target);
    if (!region) return;
    const form = event.target as HTMLFormElement;
    hold(region, { kind: "submit", control: form, submitter: event.submitter }, event);
  };
  const drags: Extract<Held, { kind: "drag" }>[] = [];
  const onPointerDown = (event: PointerEvent) => {
    const region = heldRegionOf(event.target);
    const grip = region && (event.target as Element).closest<HTMLElement>(DRAG_HANDLE_SELECTOR);
    if (!region || !grip || event.button !== 0 || !event.isPrimary) return;
    const { pointerId, pointerType, clientX, clientY, screenX, screenY, button, buttons } = event;
    const down = { pointerId, pointerType, clientX, clientY, screenX, screenY, button, buttons };
    const entry = {
      kind: "drag" as const,
      control: grip,
      down: { ...down, isPrimary: true, bubbles: true, cancelable: true, composed: true },
      released: false,
    };
    drags.push(entry);
    hold(region, entry, event);
  };
  const onPointerUp = (event: PointerEvent) => {
    for (const drag of drags) if (drag.down.pointerId === event.pointerId) drag.released = true;
  };

  const listeners = [
    ["click", onClick],
    ["submit", onSubmit],
    ["pointerdown", onPointerDown],
    ["pointerup", onPointerUp],
    ["pointercancel", onPointerUp],
  ] as const;
  for (const [type, listener] of listeners)
    win.addEventListener(type, listener as EventListener, true);

  let waiting = regions.length;
  for (const region of regions) {
    if (region.tagName === "FIELDSET") region.removeAttribute("disabled");
    const observer = new win.MutationObserver(() => {
      if (!region.hasAttribute(REGION_LIVE_ATTRIBUTE)) return;
      observer.disconnect();
      for (const entry of held.get(region)?.splice(0) ?? []) replay(entry);
      waiting -= 1;
      if (waiting === 0)
        for (const [type, listener] of listeners)
          win.removeEventListener(type, listener as EventListener, true);
    });
    observer.observe(region, { attributes: true, attributeFilter: [REGION_LIVE_ATTRIBUTE] });
  }
}
