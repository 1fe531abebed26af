import { useLocation } from "react-router";
import { pathWithoutLocale } from "~/lib/locales.js";
import { normalizePathname } from "~/lib/site-paths";

/**
 * The current page's path as the header compares it. The build prerenders each page at
 * its path with a trailing slash ("/about/") and the browser shows it without, so a plain
 * comparison (React Router's NavLink) marks nothing in the HTML; and hydration keeps the
 * prerendered attributes, so the mark would never appear on a page loaded directly.
 */
export function useCurrentPath(): string {
  return normalizePathname(useLocation().pathname);
}

/**
 * The current page's English path ("/pricing" on /de/pricing), as the navigation's content
 * names its links: what the header compares them with to mark the current page.
 */
export function useCurrentPagePath(): string {
  return pathWithoutLocale(useCurrentPath());
}

/** `aria-current` of a header link, or of a menu holding it: "page" when it is the current page. */
export function currentPageMark(isCurrent: boolean): "page" | undefined {
  return isCurrent ? "page" : undefined;
}

/**
 * Moves the current-page marks inside `container`'s prerendered islands to `pathname`:
 * React never re-renders an island, so after a client-side navigation its links still
 * mark the page it was drawn for. A link is marked when it leads to the page; a menu
 * button (`popovertarget`) when its menu holds such a link.
 */
export function markCurrentLinks(container: HTMLElement | null, pathname: string) {
  if (!container) return;
  const mark = (element: Element, isCurrent: boolean) => {
    if (isCurrent) element.setAttribute("aria-current", "page");
    else element.removeAttribute("aria-current");
  };
  for (const link of container.querySelectorAll<HTMLAnchorElement>("[data-static] a[href]"))
    mark(
      link,
      link.origin === location.origin &&
        pathWithoutLocale(normalizePathname(link.pathname)) === pathname,
    );
  for (const button of container.querySelectorAll("[data-static] button[popovertarget]")) {
    const panel = document.getElementById(button.getAttribute("popovertarget") ?? "");
    mark(button, panel?.querySelector('[aria-current="page"]') != null);
  }
}
