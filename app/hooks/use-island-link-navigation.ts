import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Links inside adopted static islands (StaticContent) are plain HTML to React, so their
 * clicks would load a whole document. This follows a plain left click on one of the
 * router's own links there (`data-discover`, which React Router's <Link> sets on links to
 * its routes) with a client-side navigation, as <Link> itself would. Links to files, new
 * tabs, downloads and modified clicks are left to the browser.
 */
export function useIslandLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || !link.closest("[data-static]")) return;
      if (!link.hasAttribute("data-discover") || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
