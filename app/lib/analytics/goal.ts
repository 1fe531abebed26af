/**
 * Dispatched on the document for a goal only the app sees; the visit reporter
 * (visit-beacons.ts) listens for it. Its own file, imported by no reporter code, so the
 * reporter's chunk shares nothing with the app's: the name is written in both (a test
 * holds them equal).
 */
export const GOAL_EVENT = "flowboard:goal";

/** A goal reached in the app (the demo board used, a Try it call). */
export function reachGoal(name: "demo-board" | "try-it") {
  if (typeof document !== "undefined")
    document.dispatchEvent(new CustomEvent(GOAL_EVENT, { detail: name }));
}

/** Dispatched each time the app shows a page, for the visit reporter to count the view. */
export const PAGE_SHOWN_EVENT = "flowboard:page-shown";

/** The address this document hands to the server (`askServerForPage`), until announced. */
let askedOfServer: string | undefined;

/** Tells the visit reporter that the page at `pathname` (the current address) is shown. */
export function announcePageShown(pathname: string) {
  // The page the server is asked for is counted by the document it sends, as a first view,
  // and not also by this one on its way out.
  if (pathname === askedOfServer) {
    askedOfServer = undefined;
    return;
  }
  document.dispatchEvent(new CustomEvent(PAGE_SHOWN_EVENT, { detail: pathname }));
}

/**
 * Loads the current address as a new document, for a page this document's app does not
 * hold (another language's, or the admin's, reached within the app: not-found.tsx). Called
 * from the page's effect, which runs before the root's announcement of the same address.
 */
export function askServerForPage(reload = () => window.location.reload()) {
  askedOfServer = window.location.pathname;
  reload();
}
