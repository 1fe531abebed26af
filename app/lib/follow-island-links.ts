import type { useNavigate } from "react-router";

/**
 * Links inside adopted static islands (app/components/static-content.tsx) are plain HTML to
 * React, so their clicks would load a whole document. A plain left click on one of the
 * router's own links there (`data-discover`, which <Link> sets) becomes a client-side
 * navigation, as <Link> would make it, and closes the popover it was chosen from (the phone
 * drawer without JavaScript's help), as a page load would. Files, new tabs, downloads and
 * modified clicks stay the browser's. Returns a function that stops (for an effect).
 */
export function followIslandLinks(navigate: ReturnType<typeof useNavigate>): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.<HTMLAnchorElement>(
      "[data-static] a[data-discover]",
    );
    if (!link || link.hasAttribute("download") || (link.target && link.target !== "_self")) return;
    if (link.origin !== window.location.origin) return;
    event.preventDefault();
    const popover = link.closest<HTMLElement>("[popover]");
    if (popover?.matches(":popover-open")) popover.hidePopover();
    void navigate(link.pathname + link.search + link.hash);
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
