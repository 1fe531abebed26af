import { useLocation } from "react-router";
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

/** `aria-current` of a header link, or of a menu holding it: "page" when it is the current page. */
export function currentPageMark(isCurrent: boolean): "page" | undefined {
  return isCurrent ? "page" : undefined;
}
