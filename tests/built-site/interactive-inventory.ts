import {
  ANSWERED_BY,
  ANSWERED_BY_ATTRIBUTE,
  HOLD_REGION_SELECTOR,
  HOLD_SELECTOR,
  LIVE_SELECTOR,
  REGION_CONTROL_SELECTOR,
} from "../../app/lib/page-loader/declarations";

/*
 * Every interactive element of a prerendered page, with how it works before the framework
 * has hydrated it (app/lib/page-loader/declarations.ts): native, replayed or live on
 * arrival. An element that is none of these would drop a visitor's first press, so the
 * built-site check fails on it. Read from the HTML alone: what the page's code will do is
 * invisible here, so a control that HTML cannot answer must say how it is answered.
 */

/** What counts as interactive: anything a press, a key or focus can reach. */
export const INTERACTIVE =
  "button, summary, [role=button], [tabindex], input, select, textarea, [aria-keyshortcuts]";

export type BeforeHydration = "native" | "replayed" | "live";

export interface InventoryEntry {
  /** A short description: tag, name and the attribute that decided. */
  element: string;
  how: BeforeHydration | undefined;
  /** Why it is answered that way, or what is missing. */
  reason: string;
}

const FIELDS = new Set(["INPUT", "SELECT", "TEXTAREA"]);

/** A form the browser submits itself: it posts (to its action, or else to the page's own URL). */
const postingForm = (element: Element) => {
  const form = element.closest("form");
  return form?.getAttribute("method")?.toLowerCase() === "post" ? form : null;
};

const isSubmitButton = (element: Element) =>
  element.tagName === "BUTTON" && (element.getAttribute("type") ?? "submit") === "submit";

function classify(element: Element): Omit<InventoryEntry, "element"> {
  if (element.closest(HOLD_REGION_SELECTOR)) {
    if (element.matches(REGION_CONTROL_SELECTOR))
      return { how: "replayed", reason: "held until its region is live" };
    if (FIELDS.has(element.tagName))
      return { how: "native", reason: "a field its region reads when it goes live" };
  }
  if (element.closest(LIVE_SELECTOR))
    return { how: "live", reason: "inside a part that is live on arrival" };
  if (element.hasAttribute("aria-keyshortcuts"))
    return element.matches(HOLD_SELECTOR)
      ? { how: "replayed", reason: "its shortcut is held and replayed" }
      : { how: undefined, reason: "a keyboard shortcut with no replay (data-hydrate-hold)" };
  if (element.matches(HOLD_SELECTOR)) return { how: "replayed", reason: "data-hydrate-hold" };
  const heldForm = element.closest(`form${HOLD_SELECTOR}`);
  if (heldForm && (FIELDS.has(element.tagName) || isSubmitButton(element)))
    return { how: "replayed", reason: "its form's submit is held and replayed" };
  const answeredBy = element.getAttribute(ANSWERED_BY_ATTRIBUTE);
  if (answeredBy && (ANSWERED_BY as readonly string[]).includes(answeredBy))
    return { how: "native", reason: `answered by the ${answeredBy}` };
  if (element.getAttribute("role") === "button")
    return { how: undefined, reason: "a role=button with no declaration" };
  if (element.tagName === "BUTTON" && element.hasAttribute("popovertarget"))
    return { how: "native", reason: "opens or closes a popover" };
  if (element.tagName === "SUMMARY" && element.parentElement?.tagName === "DETAILS")
    return { how: "native", reason: "the summary of a details element" };
  if (postingForm(element) && (FIELDS.has(element.tagName) || isSubmitButton(element)))
    return { how: "native", reason: "part of a form that posts" };
  if (element.tagName === "INPUT" && element.getAttribute("type") === "hidden")
    return { how: "native", reason: "a hidden field" };
  if (FIELDS.has(element.tagName) || element.tagName === "BUTTON")
    return { how: undefined, reason: "answered in code, with no declaration" };
  const tabindex = Number(element.getAttribute("tabindex"));
  if (tabindex < 0) return { how: "native", reason: "a focus target, not a control" };
  if (element.tagName === "PRE" || element.hasAttribute("aria-labelledby"))
    return { how: "native", reason: "a scroll container the keyboard can scroll" };
  return { how: undefined, reason: "focusable, with no declaration" };
}

function describeElement(element: Element) {
  const name =
    element.getAttribute("aria-label") ??
    element.getAttribute("name") ??
    element.textContent?.replace(/\s+/g, " ").trim().slice(0, 40);
  return `<${element.tagName.toLowerCase()}>${name ? ` "${name}"` : ""}`;
}

/** Every interactive element of the document, in document order. */
export function interactiveInventory(document: Document): InventoryEntry[] {
  return [...document.querySelectorAll(INTERACTIVE)].map((element) => ({
    element: describeElement(element),
    ...classify(element),
  }));
}

/** The entries that would drop a visitor's first press, as sentences. */
export function undeclared(entries: InventoryEntry[]): string[] {
  return entries
    .filter((entry) => entry.how === undefined)
    .map((entry) => `${entry.element}: ${entry.reason}`);
}
