import { EARLY_PRESSES, HYDRATED } from "../hydration-marks.js";
import { HOLD_SELECTOR, type PageWindow, TOOLTIP_SELECTOR } from "./declarations";
import { matchesShortcuts } from "./shortcuts";

/*
 * The page's early event contract: what a visitor does before the framework has hydrated
 * is held here and replayed once it has, so no press is dropped and none is acted on twice.
 * It holds only what the page declares (declarations.ts): a click or shortcut on a
 * `data-hydrate-hold` control, a submit of a `data-hydrate-hold` form, and the first hover or
 * focus on a `data-tooltip` control. Everything else is the HTML's own (links, forms that
 * post, popovers) and is left to the browser.
 */

/** The page's window with the head script's queue of early presses (until taken over). */
type EarlyWindow = PageWindow & { [EARLY_PRESSES]?: Event[] };

type Held =
  | { kind: "click"; control: HTMLElement }
  | { kind: "submit"; control: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: "key"; control: HTMLElement; target: Element; init: KeyboardEventInit };

// Not `instanceof Element`: a node may come from another frame's realm.
export const isElement = (target: EventTarget | null): target is Element =>
  typeof (target as Element | null)?.closest === "function";
const isForm = (target: EventTarget | null): target is HTMLFormElement =>
  isElement(target) && target.tagName === "FORM";
const closest = (target: EventTarget | null, selector: string) =>
  isElement(target) ? target.closest<HTMLElement>(selector) : null;

const modified = (event: MouseEvent | KeyboardEvent) =>
  event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/** The declared control whose shortcut this key press is, if any. */
function shortcutControl(doc: Document, event: KeyboardEvent): HTMLElement | null {
  for (const control of doc.querySelectorAll<HTMLElement>(`${HOLD_SELECTOR}[aria-keyshortcuts]`))
    if (matchesShortcuts(event, control.getAttribute("aria-keyshortcuts") ?? "")) return control;
  return null;
}

/** The held action, done now that the page's own handlers are in place. */
function replay(held: Held) {
  held.control.removeAttribute("aria-busy");
  if (!held.control.isConnected) return;
  if (held.kind === "click") held.control.click();
  else if (held.kind === "submit") {
    const submitter = held.submitter?.isConnected ? held.submitter : null;
    held.control.requestSubmit(submitter);
  } else {
    const target = held.target.isConnected ? held.target : held.control.ownerDocument.body;
    target.dispatchEvent(new KeyboardEvent("keydown", held.init));
  }
}

/** The first hover or focus on a tooltip's control, given again if the visitor is still there. */
function replayTooltip(control: HTMLElement | undefined) {
  if (!control?.isConnected) return;
  if (control.ownerDocument.activeElement === control)
    control.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  else if (control.matches(":hover"))
    control.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
}

/**
 * Starts holding the page's declared early events; `start` loads the framework. Replays them
 * in order, each once, when the root layout marks the page hydrated, then steps aside.
 */
export function holdEarlyEvents(win: PageWindow, start: () => void): void {
  const doc = win.document;
  const held: Held[] = [];
  let tooltip: HTMLElement | undefined;
  const hold = (entry: Held, event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    // Said at once, in the frame after the press: the answer needs code still loading.
    entry.control.setAttribute("aria-busy", "true");
    held.push(entry);
    start();
  };

  const onClick = (event: MouseEvent) => {
    const control = closest(event.target, HOLD_SELECTOR);
    // A form's own clicks (its fields, its submit button) reach it as a submit.
    if (!control || isForm(control)) return;
    // A new tab, a download or a middle click is the browser's, as it would be after.
    if (event.button !== 0 || modified(event)) return;
    hold({ kind: "click", control }, event);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!isForm(form) || !form.matches(HOLD_SELECTOR)) return;
    hold({ kind: "submit", control: form, submitter: event.submitter }, event);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.repeat || !isElement(event.target)) return;
    const control = shortcutControl(doc, event);
    if (!control) return;
    // The press itself is the replay's description: key, code, modifiers, bubbles.
    hold({ kind: "key", control, target: event.target, init: event }, event);
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    const control = closest(event.target, TOOLTIP_SELECTOR);
    if (!control) return;
    tooltip = control;
    start();
  };
  const onFocusIn = (event: FocusEvent) => {
    const control = closest(event.target, TOOLTIP_SELECTOR);
    if (control) tooltip = control;
  };

  const listeners = [
    ["click", onClick],
    ["submit", onSubmit],
    ["keydown", onKeyDown],
    ["pointerover", onPointerOver],
    ["focusin", onFocusIn],
  ] as const;
  for (const [type, listener] of listeners)
    win.addEventListener(type, listener as EventListener, true);
  // What was pressed before this module arrived, already stopped by the head script: held
  // now as if it had been pressed just now, in order, and the head script stands down.
  const early = (win as EarlyWindow)[EARLY_PRESSES];
  (win as EarlyWindow)[EARLY_PRESSES] = undefined;
  for (const event of early ?? [])
    if (event.type === "submit") onSubmit(event as SubmitEvent);
    else if (event.type === "click") onClick(event as MouseEvent);
  doc.addEventListener(
    HYDRATED,
    () => {
      for (const [type, listener] of listeners)
        win.removeEventListener(type, listener as EventListener, true);
      for (const entry of held.splice(0)) replay(entry);
      replayTooltip(tooltip);
    },
    { once: true },
  );
}
