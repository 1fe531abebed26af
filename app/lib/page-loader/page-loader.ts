import { SAVED_BOARD_ATTRIBUTE, SAVED_BOARD_KEY } from "../saved-board.js";
import {
  CURRENT_YEAR_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  PAST_THRESHOLD_ATTRIBUTE,
  type PageWindow,
  SHOWN_PAST_ATTRIBUTE,
} from "./declarations";
import { holdEarlyEvents } from "./early-events";

/*
 * The script every prerendered page runs first, a module of the build's assets that the page
 * imports and starts (pipeline/postbuild/hydrate-on-intent.mjs): the page stays its HTML,
 * complete and working, and loads the framework only when the visitor asks for something it does
 * (docs/decisions/014). Until then it holds the declared early events (early-events.ts),
 * answers what time and scrolling decide (the current year, the back-to-top control), and
 * starts the visitor metrics once idle.
 */

export interface PageLoaderOptions {
  /** Imports React Router's modules and starts hydration, yielding between module graphs. */
  load: (nextTask: () => Promise<void>) => Promise<void>;
  /** The modules `load` imports, preloaded once it starts. */
  preloads: readonly string[];
  /** A page drawn only in the browser (a signed-in area): loaded after the first paint. */
  liveOnArrival?: boolean;
  /** The metrics reporter's URL: started once the page is idle; the team's pages have none. */
  vitalsReporter?: string;
  /**
   * Holds the presses in the page's `data-hydrate-region` parts (held-regions.ts): given only
   * to a page that has one, whose loader is built with it (with-regions.ts), so no other
   * page carries its code.
   */
  holdRegions?: (win: PageWindow, start: () => void) => void;
}

/** Events that show the visitor is about to use the page. */
const INTENTS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;
/**
 * Where an intent ends. The framework starts once the press is released (the key let go)
 * and the frame answering it has painted, so evaluating it never delays that answer (what
 * INP measures): a click dispatched while it runs would wait for it.
 */
const ENDS: Partial<Record<string, readonly string[]>> = {
  pointerdown: ["pointerup", "pointercancel"],
  touchstart: ["touchend", "touchcancel"],
  keydown: ["keyup"],
};

/** Runs `then` in a task after the first contentful paint (at once in a hidden tab). */
export function afterPaint(win: PageWindow, then: () => void) {
  if (win.document.visibilityState !== "visible") then();
  else if (win.PerformanceObserver?.supportedEntryTypes?.includes("paint"))
    new win.PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      win.setTimeout(then);
    }).observe({ type: "paint", buffered: true });
  else win.requestAnimationFrame(() => win.setTimeout(then));
}

/** The visitor's year wherever the build wrote its own (the footer's copyright line). */
export function showCurrentYear(doc: Document, year = new Date().getFullYear()) {
  for (const element of doc.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) {
    const built = element.getAttribute(CURRENT_YEAR_ATTRIBUTE);
    if (built && built !== String(year) && element.textContent?.includes(built))
      element.textContent = element.textContent.replaceAll(built, String(year));
  }
}

/**
 * Marks each `data-shown-past` element once the page is scrolled further than its threshold,
 * from the first scroll and for the page's whole life (client-side navigations included):
 * what the scroll position decides needs no press. Read at each scroll, so an element the
 * app renders later is covered too; a passive listener, one attribute write per crossing.
 *
 * A page that arrives scrolled (Back, a reload) is read once after its first paint. Read
 * while this module starts, before that frame, `scrollY` made the browser lay the whole
 * page out there and then, and again for the frame: 12 ms here of a 39 ms task at the
 * first paint, seven times that on the audit's phone (decision 022).
 */
export function watchScrollThresholds(win: PageWindow) {
  const update = () => {
    for (const element of win.document.querySelectorAll(`[${SHOWN_PAST_ATTRIBUTE}]`)) {
      const past = win.scrollY > Number(element.getAttribute(SHOWN_PAST_ATTRIBUTE));
      if (element.hasAttribute(PAST_THRESHOLD_ATTRIBUTE) !== past)
        element.toggleAttribute(PAST_THRESHOLD_ATTRIBUTE, past);
    }
  };
  afterPaint(win, update);
  win.addEventListener("scroll", update, { passive: true });
}

function watchIntent(win: PageWindow, start: () => void) {
  const onIntent = (event?: Event) => {
    const ends = event && ENDS[event.type];
    if (!ends) return start();
    for (const type of ends) win.addEventListener(type, start, { capture: true, once: true });
  };
  for (const type of INTENTS)
    win.addEventListener(type, onIntent, { capture: true, passive: true });
  // A mouse entering the header: its menus are a moment away.
  win.document.querySelector("header")?.addEventListener("pointerover", (event) => {
    if (event.pointerType === "mouse") onIntent();
  });
  return () => {
    for (const type of INTENTS) win.removeEventListener(type, onIntent, true);
  };
}

function watchLiveParts(win: PageWindow, load: () => void) {
  const doc = win.document;
  if (doc.querySelector(`[${LIVE_ATTRIBUTE}="load"]`)) afterPaint(win, load);
  // The head script marks a saved board before the first paint, and the page keeps it
  // hidden until the board's code has drawn it (app.css): no flash of the starting board.
  if (doc.querySelector(`[${LIVE_ATTRIBUTE}="saved-board"]`)) {
    if (doc.documentElement.hasAttribute(SAVED_BOARD_ATTRIBUTE)) afterPaint(win, load);
    // Changed in another tab: this one draws the change, as a tab with a live board would.
    else
      win.addEventListener("storage", (event) => {
        if (event.key === SAVED_BOARD_KEY) load();
      });
  }
  const visible = doc.querySelectorAll(`[${LIVE_ATTRIBUTE}="visible"]`);
  if (!visible.length) return;
  afterPaint(win, () => {
    const observer = new win.IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: "50% 0px" },
    );
    for (const part of visible) observer.observe(part);
  });
}

/**
 * Visitor metrics, once the page has loaded, painted and the browser is idle: measuring
 * must not hold the first paint up (fetched before it, the reporter drew on the network and
 * main thread the paint needed). It reads what came before from the browser's buffered
 * entries. A visitor who asked not to be measured is not sent it at all.
 */
function startVitals(win: PageWindow, reporterUrl: string) {
  const nav = win.navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl === true || nav.doNotTrack === "1") return;
  const begin = () => {
    const idle =
      win.requestIdleCallback?.bind(win) ?? ((run: () => void) => win.setTimeout(run, 1000));
    idle(
      () => {
        import(reporterUrl).then((reporter) => reporter.startReporting());
      },
      { timeout: 5000 },
    );
  };
  if (win.document.readyState === "complete") afterPaint(win, begin);
  else win.addEventListener("load", () => afterPaint(win, begin), { once: true });
}

/** Starts the page: see the top of this file. */
export function startPage(options: PageLoaderOptions, win: PageWindow = window) {
  const doc = win.document;
  showCurrentYear(doc);
  watchScrollThresholds(win);
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    for (const href of options.preloads)
      doc.head.append(Object.assign(doc.createElement("link"), { rel: "modulepreload", href }));
    const nextTask = () => new Promise<void>((resolve) => win.setTimeout(resolve));
    void options.load(nextTask);
  };
  let started = false;
  let stopWatching = () => {};
  const start = () => {
    if (started) return;
    started = true;
    stopWatching();
    win.requestAnimationFrame(() => win.setTimeout(load));
  };
  // First: a press inside a held region waits for the region, which goes live after the page.
  options.holdRegions?.(win, start);
  holdEarlyEvents(win, start);
  // A press the head script held before this module arrived has already started loading.
  if (!started) stopWatching = watchIntent(win, start);
  watchLiveParts(win, load);
  if (options.liveOnArrival) afterPaint(win, load);
  if (options.vitalsReporter) startVitals(win, options.vitalsReporter);
}
