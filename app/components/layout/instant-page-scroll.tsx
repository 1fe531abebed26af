import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { isNewFragmentEntry } from "~/lib/fragment-history";

/**
 * A new page opens at its top, and Back or Forward at the old place, in one jump: the
 * stylesheet's smooth scrolling is for a link to a heading of the same page. Without this,
 * React Router's scroll restoration (`window.scrollTo`) glided there too, so a page opened
 * from far down another first showed its foot, then scrolled up for half a second, and a
 * scan or a tap made meanwhile met a moving page.
 *
 * Rendered just before `<ScrollRestoration />`: sibling layout effects run in order, so the
 * smooth scrolling is off when the router scrolls, and back on by the next frame.
 */
export function InstantPageScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(location);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = location;
    if (before === location) return;
    // A link to a heading of this page: the app's own (PUSH), or a plain #link the browser
    // followed, which the router sees as a POP to a new entry.
    const toHeadingOnPage =
      location.hash !== "" &&
      before.pathname === location.pathname &&
      (navigationType !== "POP" || isNewFragmentEntry(location.key));
    if (toHeadingOnPage) return;
    const root = document.documentElement;
    root.style.scrollBehavior = "auto";
    // Chromium scrolls by the style it last computed: read it, so the router's scroll that
    // follows sees "auto" (set alone, the page still glided).
    getComputedStyle(root).scrollBehavior;
    requestAnimationFrame(() => root.style.removeProperty("scroll-behavior"));
  }, [location, navigationType]);
  return null;
}
