import { lazy, Suspense, useEffect, useState } from "react";
import { Icon } from "~/components/icon";
import { useLocalizedHref } from "~/components/ui/site-link";
import { m } from "~/paraglide/messages.js";

const SearchDialog = lazy(() => import("~/components/search/search-dialog"));

/** Opens the search from elsewhere (the phone drawer's entry); set while the header is up. */
export const siteSearch = { open() {} };

/** Ctrl+K / Cmd+K anywhere, or `/` outside a text field. */
export const isSearchShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === "k"
    ? event.ctrlKey || event.metaKey
    : event.key === "/" &&
      !event.ctrlKey &&
      !event.metaKey &&
      !(event.target as HTMLElement).closest?.("input,textarea,select,[contenteditable]");

/**
 * The header's search. Without JavaScript it is a link to /search; with it, it
 * and the shortcuts open the search dialog, whose code and index load only then. `open`
 * stays undefined until the first opening.
 */
export function SiteSearchButton() {
  const searchHref = useLocalizedHref("/search");
  const [open, setOpen] = useState<boolean>();

  useEffect(() => {
    siteSearch.open = () => setOpen(true);
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <a
        href={searchHref}
        aria-label={m.search_button_label()}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        data-tooltip={m.search_button_tooltip()}
        // A click before the page is interactive is held and replayed once it is.
        data-hydrate-hold=""
        className="site-search-button"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Icon name="search" className="size-5 xl:size-4" />
        <span className="hidden xl:inline">{m.search_button_label()}</span>
        <kbd className="hidden rounded border bg-muted px-1.5 text-xs xl:inline">/</kbd>
      </a>
      {open === undefined ? null : (
        <Suspense>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
