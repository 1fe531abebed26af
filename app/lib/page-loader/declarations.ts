import { HOLD_ATTRIBUTE, HOLD_REGION_ATTRIBUTE } from "../hydration-marks.js";

/*
 * How each control of a prerendered page works before the framework has hydrated it
 * (docs/decisions/014). The page loader (page-loader.ts) reads these attributes, and the
 * built-site inventory (tests/built-site/interactive-inventory.ts) checks that every
 * interactive element of every page is one of:
 *
 * - native: HTML and CSS answer it (a link, a form that posts, a popover button, a
 *   `<summary>`, a scroll container, a focus target; `data-answered-by="css"` on a control
 *   whose state CSS reads, such as the billing switch's radios), or a script in the HTML
 *   does (`data-answered-by="head-script"`: the theme toggle; `"inline-script"`: the home
 *   page's language offer, whose own script comes just before it);
 * - replayed: `data-hydrate-hold` on the control (or on its form) holds its click, submit or
 *   keyboard shortcut, shows that it is busy, and replays it once the page has hydrated;
 *   `data-tooltip` does the same for the first hover or focus; inside a
 *   `data-hydrate-region` (a part whose code loads after the page's, the demo board), every
 *   button's click and every form's submit is held until the part says it is live
 *   (`data-region-live`), and a drag begun meanwhile is handed over; its fields and menus
 *   of choices are the browser's, read by the part when it goes live;
 * - live on arrival: inside `data-hydrate-when`, which loads the framework before anyone
 *   can reach it (`load`: a signed-in area; `saved-board`: the demo board, for a visitor
 *   whose browser holds one, which the head script marks on <html> before the first paint).
 */

/** A control whose click, submit or shortcut before hydration is held and replayed. */
export { HOLD_ATTRIBUTE };
export const HOLD_SELECTOR = `[${HOLD_ATTRIBUTE}]`;

/** A control with a tooltip: its first hover or focus starts the framework and is replayed. */
export const TOOLTIP_SELECTOR = "[data-tooltip]";

/**
 * A part that must be live on arrival: `load` (at once), `visible` (as it nears the
 * viewport) or `saved-board` (at once where the head script found a saved board).
 */
export const LIVE_ATTRIBUTE = "data-hydrate-when";
export const LIVE_SELECTOR = `[${LIVE_ATTRIBUTE}]`;

/**
 * A part whose code loads after the page's (a deferred section): its presses are held from
 * the first until the part marks itself live with REGION_LIVE_ATTRIBUTE, then replayed.
 */
export { HOLD_REGION_ATTRIBUTE };
export const HOLD_REGION_SELECTOR = `[${HOLD_REGION_ATTRIBUTE}]`;
export const REGION_LIVE_ATTRIBUTE = "data-region-live";
/** What a held region holds: its buttons' clicks (the fields and selects are the browser's). */
export const REGION_CONTROL_SELECTOR =
  "button, [role=button], [role^=menuitem], input[type=checkbox], input[type=radio]";
/** The grip a pointer drags an item by (the demo board's `DragHandle`). */
export const DRAG_HANDLE_SELECTOR = "[data-drag-handle]";

/**
 * A control answered without the framework: by the head script from the first paint
 * (`head-script`: the theme toggle), by a script of the page just before it, from the
 * moment it is parsed (`inline-script`: the language offer's close button), or by CSS
 * reading its state (`css`).
 */
export const ANSWERED_BY_ATTRIBUTE = "data-answered-by";
export const ANSWERED_BY = ["head-script", "inline-script", "css"] as const;

/**
 * Text that names the current year: the attribute holds the year the build wrote, which the
 * loader replaces with the visitor's year at once, before any press.
 */
export const CURRENT_YEAR_ATTRIBUTE = "data-current-year";

/** The page's window, with its constructors (PerformanceObserver, IntersectionObserver). */
export type PageWindow = Window & typeof globalThis;

/**
 * An element shown only past a scroll position, in pixels (the back-to-top control): the
 * loader marks it `data-past-threshold` from the scroll position itself, with no press.
 */
export const SHOWN_PAST_ATTRIBUTE = "data-shown-past";
export const PAST_THRESHOLD_ATTRIBUTE = "data-past-threshold";
