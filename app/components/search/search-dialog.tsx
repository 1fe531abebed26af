import { Dialog } from "radix-ui";
import {
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { Icon } from "~/components/icon";
import { Link } from "~/components/ui/site-link";
import { type PreparedIndex, type SearchResult, search } from "~/lib/search/search";
import { m } from "~/paraglide/messages.js";
import { loadSearchIndex } from "./load-search-index";
import { SearchResultText } from "./search-result-text";

interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type IndexState =
  | { state: "loading" }
  | { state: "ready"; index: PreparedIndex }
  | { state: "failed" };

/** After a result is chosen, focus goes to the heading it links to (or the page's main). */
function focusTarget(href: string) {
  const id = decodeURIComponent(href.split("#")[1] ?? "");
  let tries = 0;
  const attempt = () => {
    const target = id ? document.getElementById(id) : document.getElementById("main");
    if (!target) {
      // A page fetched on demand may still be loading its code.
      if (++tries < 120) requestAnimationFrame(attempt);
      return;
    }
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  };
  requestAnimationFrame(attempt);
}

/**
 * The site search on Radix Dialog: focus stays inside, Escape closes it and
 * focus goes back to the button that opened it. The input is a combobox whose results
 * are a listbox: arrow keys move through them, Enter follows one with client-side
 * navigation to the exact section. Loaded, with the index, only when first opened.
 */
export default function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [index, setIndex] = useState<IndexState>({ state: "loading" });
  const chosen = useRef<string | null>(null);
  // There is no Dialog.Trigger (a link, a shortcut or the drawer opens it), so where focus
  // goes back to is noted here, before the dialog takes focus.
  const returnTo = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) returnTo.current = document.activeElement;
  }, [open]);
  const navigate = useNavigate();
  const listId = useId();
  const statusId = useId();

  useEffect(() => {
    if (!open || index.state === "ready") return;
    let live = true;
    setIndex({ state: "loading" });
    loadSearchIndex().then(
      (prepared) => live && setIndex({ state: "ready", index: prepared }),
      () => live && setIndex({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [open, index.state]);

  const results: SearchResult[] = useMemo(
    () => (index.state === "ready" ? search(index.index, query) : []),
    [index, query],
  );
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const choose = (href: string) => {
    chosen.current = href;
    onOpenChange(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!results.length) return;
    const last = results.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const down = event.key === "ArrowDown";
      setActive(down ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const href = results[active]?.href;
      if (href) {
        choose(href);
        navigate(href);
      }
    }
  };

  let status = "";
  if (index.state === "loading") status = m.search_loading();
  else if (index.state === "failed") status = m.search_failed();
  else if (query.trim())
    status = results.length
      ? m.search_results_status({ count: results.length, query: query.trim() })
      : m.search_no_results({ query: query.trim() });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={statusId}
          className="fixed top-[max(1rem,8vh)] left-1/2 z-50 flex max-h-[min(36rem,84vh)] w-[min(42rem,calc(100vw-1.5rem))] -translate-x-1/2 flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-2xl data-[state=open]:animate-[fade-in_150ms_ease-out]"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const href = chosen.current;
            chosen.current = null;
            if (href) focusTarget(href);
            else if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
          }}
        >
          <Dialog.Title className="sr-only">{m.search_dialog_title()}</Dialog.Title>
          <div className="flex items-center gap-2 border-b px-3">
            <Icon name="search" className="size-5 shrink-0 text-muted-foreground" />
            <input
              type="search"
              role="combobox"
              aria-label={m.search_dialog_title()}
              aria-expanded={results.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={results.length ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="go"
              placeholder={m.search_placeholder()}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="h-14 min-w-0 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground [&::-webkit-search-cancel-button]:hidden"
            />
            <Dialog.Close
              aria-label={m.search_close()}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <Icon name="close" className="size-5" />
            </Dialog.Close>
          </div>
          <p
            id={statusId}
            role="status"
            className="px-4 pt-3 text-sm text-muted-foreground empty:hidden"
          >
            {status}
          </p>
          <div
            id={listId}
            role="listbox"
            aria-label={m.search_results_label()}
            className="grid gap-1 overflow-y-auto overscroll-contain p-2"
          >
            {results.map((result, i) => (
              <Link
                key={`${i}:${result.href}`}
                id={optionId(i)}
                to={result.href}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                onClick={() => choose(result.href)}
                onPointerMove={() => setActive(i)}
                className="block rounded-md px-3 py-2.5 aria-selected:bg-primary-soft"
              >
                <SearchResultText result={result} />
              </Link>
            ))}
          </div>
          <p className="hidden border-t px-4 py-2 text-xs text-muted-foreground sm:block">
            <kbd className="font-sans font-semibold">↑</kbd>{" "}
            <kbd className="font-sans font-semibold">↓</kbd> {m.search_hint_choose()}{" "}
            <kbd className="font-sans font-semibold">{m.search_key_enter()}</kbd>{" "}
            {m.search_hint_go()}{" "}
            <kbd className="font-sans font-semibold">{m.search_key_escape()}</kbd>{" "}
            {m.search_hint_close()}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
