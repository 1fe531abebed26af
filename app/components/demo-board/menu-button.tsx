import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { cn } from "~/lib/cn";

export interface MenuEntry {
  label: string;
  onSelect: () => void;
  /** Set on every entry of a choice menu (status, owner): the current one is checked. */
  checked?: boolean;
  disabled?: boolean;
}

const GAP = 4;

/**
 * Puts the open menu under its button (or above it near the bottom), inside the window,
 * lined up with the button's start: its left edge, or its right edge on a right-to-left page.
 */
function place(menu: HTMLElement, button: HTMLElement) {
  const anchor = button.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = menu;
  const below = anchor.bottom + GAP + height <= window.innerHeight || anchor.top < height + GAP;
  const rightToLeft = getComputedStyle(button).direction === "rtl";
  const start = rightToLeft ? anchor.right - width : anchor.left;
  const left = Math.min(Math.max(GAP, start), window.innerWidth - width - GAP);
  menu.style.left = `${Math.max(GAP, left)}px`;
  menu.style.top = `${below ? anchor.bottom + GAP : anchor.top - GAP - height}px`;
}

const entriesOf = (menu: HTMLElement) => [
  ...menu.querySelectorAll<HTMLButtonElement>("[role^=menuitem]:not([disabled])"),
];

/**
 * A button that opens a menu (the ARIA menu button pattern) in a native popover: the
 * browser opens and closes it (light dismiss, Escape, focus back to the button), this adds
 * placement, arrow keys, Home and End. The entries render only while it is open, so the
 * prerendered page carries none of them. Radix DropdownMenu would cost about 20 KB.
 */
export function MenuButton({
  id,
  label,
  className,
  children,
  entries,
}: {
  id: string;
  /** The button's accessible name; it should contain its visible text. */
  label: string;
  className?: string;
  children: ReactNode;
  entries: () => MenuEntry[];
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const menuId = `${id}-menu`;

  useEffect(() => {
    const popover = popoverRef.current;
    if (!popover) return;
    // beforetoggle comes before the browser shows the popover: render the entries first.
    const onBeforeToggle = (event: Event) => {
      const opening = (event as ToggleEvent).newState === "open";
      flushSync(() => setOpen(opening));
    };
    popover.addEventListener("beforetoggle", onBeforeToggle);
    return () => popover.removeEventListener("beforetoggle", onBeforeToggle);
  }, []);

  useLayoutEffect(() => {
    const popover = popoverRef.current;
    const button = buttonRef.current;
    if (!open || !popover || !button) return;
    // The entries render during beforetoggle, while the popover is still hidden: place it
    // and focus its entry once it shows, before the frame is painted.
    const frame = requestAnimationFrame(() => {
      place(popover, button);
      const entries = entriesOf(popover);
      const current = entries.find((entry) => entry.getAttribute("aria-checked") === "true");
      (current ?? entries[0])?.focus({ preventScroll: true });
    });
    const follow = () => place(popover, button);
    window.addEventListener("scroll", follow, true);
    window.addEventListener("resize", follow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", follow, true);
      window.removeEventListener("resize", follow);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const popover = popoverRef.current;
    if (!popover) return;
    if (event.key === "Tab") {
      popover.hidePopover();
      return;
    }
    const list = entriesOf(popover);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const next = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    list[next]?.focus();
  };

  const choice = open && entries().some((entry) => entry.checked !== undefined);
  return (
    <>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        // No aria-expanded: the browser gives a popovertarget button its expanded state
        // from the popover's, and HTML forbids the attribute on it (docs/decisions/032).
        popoverTarget={menuId}
        className={cn(
          "inline-flex items-center gap-1.5 rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
          className,
        )}
      >
        {children}
      </button>
      <div
        ref={popoverRef}
        id={menuId}
        popover="auto"
        className="m-0 min-w-44 rounded-md border bg-card p-1 text-sm text-card-foreground shadow-lg [inset:auto]"
      >
        {open ? (
          <div role="menu" aria-labelledby={id} tabIndex={-1} onKeyDown={onKeyDown}>
            {entries().map((entry) => (
              // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is menuitemradio whenever aria-checked is set
              <button
                key={entry.label}
                type="button"
                role={choice ? "menuitemradio" : "menuitem"}
                aria-checked={choice ? Boolean(entry.checked) : undefined}
                disabled={entry.disabled}
                tabIndex={-1}
                className="flex w-full items-center gap-2 rounded-sm px-2 py-2 text-start hover:bg-muted focus:bg-muted focus:outline-none disabled:text-muted-foreground disabled:hover:bg-transparent"
                onClick={() => {
                  // Focus goes back to the button as the menu closes, then the choice runs
                  // (it may move focus on, to where the item went).
                  popoverRef.current?.hidePopover();
                  entry.onSelect();
                }}
              >
                {choice ? (
                  <span aria-hidden="true" className="w-4 text-primary">
                    {entry.checked ? "✓" : ""}
                  </span>
                ) : null}
                {entry.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </>
  );
}
