import { localeOfPath } from "./locales.js";
import type { PageWindow } from "./page-loader/declarations";

interface DataRouter {
  navigate(to: string): unknown;
}

/**
 * Links inside adopted static islands (app/components/static-content.tsx) are plain HTML to
 * React, so their clicks would load a whole document. Once the app runs, a plain left click
 * on one of the router's own links there (`data-discover`, which <Link> sets) becomes a
 * client-side navigation, as <Link> would make it, and closes the popover it was chosen
 * from, as a page load would. Files, new tabs, downloads and modified clicks stay the
 * browser's, as do links to another language's pages: the app's route manifest holds its
 * own language's (pipeline/postbuild/hydrate-on-intent.mjs). In the app's JavaScript (the
 * root layout starts it), not the page loader: the loader is in every page's HTML, whose
 * first bytes the first paint waits for. Returns a function that stops.
 */
export function followIslandLinks(win: PageWindow = window): () => void {
  const onClick = (event: MouseEvent) => {
    const router = (win as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
    if (!router || event.defaultPrevented || event.button) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.<HTMLAnchorElement>(
      "[data-static] a[data-discover]",
    );
    if (!link || link.hasAttribute("download") || (link.target && link.target !== "_self")) return;
    if (link.origin !== win.location.origin) return;
    if (localeOfPath(link.pathname) !== localeOfPath(win.location.pathname)) return;
    event.preventDefault();
    const popover = link.closest<HTMLElement>("[popover]");
    if (popover?.matches(":popover-open")) popover.hidePopover();
    router.navigate(link.pathname + link.search + link.hash);
  };
  win.document.addEventListener("click", onClick);
  return () => win.document.removeEventListener("click", onClick);
}
