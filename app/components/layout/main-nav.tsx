import {
  type PointerEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { navChevronClass, navItemClass } from "~/components/ui/nav-item-class";
import { headerLinks, headerMenus } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { currentPageMark } from "./current-page";
import type { MainNavMenus } from "./main-nav-menus";
import { PlainMenuPanel } from "./menu-link";

type Menus = typeof MainNavMenus;

let menusModule: Promise<{ MainNavMenus: Menus }> | undefined;
const loadMenus = () => {
  menusModule ??= import("./main-nav-menus");
  return menusModule;
};

/** What the visitor was doing with the plain menus when the Radix ones took over. */
interface Handoff {
  /** The menu they clicked: it opens at once. */
  open?: string;
  /** The trigger or link that had focus: it gets focus back. */
  focus?: string;
  /** The trigger under the mouse: its hover delay starts as if the mouse had just moved. */
  hover?: string;
}

const panelId = (label: string) => `main-menu-${label.toLowerCase()}`;

/**
 * The desktop header menus (spec 2.2). The prerendered HTML holds every menu link in a
 * native popover, so the menus open and their links work without JavaScript. Radix
 * NavigationMenu (hover delays, keyboard, dismissal) costs about 10 KB of gzip JavaScript
 * that a visitor who never touches the header does not need: it loads when the mouse
 * enters the header or focus enters the menus, then replaces the plain menus, carrying
 * over a click, the focus and the hover that were in progress.
 */
export function MainNav({ pathname }: { pathname: string }) {
  const [Radix, setRadix] = useState<Menus | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const handoff = useRef<Handoff>({});
  const hovered = useRef<string | undefined>(undefined);
  const requested = useRef(false);

  const enhance = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadMenus().then(
      (module) => {
        const active = document.activeElement;
        if (active instanceof HTMLElement && navRef.current?.contains(active))
          handoff.current.focus = active.dataset.navKey;
        handoff.current.hover = hovered.current;
        setRadix(() => module.MainNavMenus);
      },
      // Without the menu code the native popovers keep working.
      () => setUnavailable(true),
    );
  }, []);

  useLayoutEffect(() => {
    if (!Radix) return;
    const { open, focus, hover } = handoff.current;
    const find = (key: string) =>
      navRef.current?.querySelector<HTMLElement>(`[data-nav-key="${CSS.escape(key)}"]`);
    if (focus) find(focus)?.focus();
    if (hover && !open)
      find(hover)?.dispatchEvent(
        new window.PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }),
      );
  }, [Radix]);

  useHeaderIntent(navRef, enhance);

  if (Radix)
    return <Radix pathname={pathname} navRef={navRef} defaultValue={handoff.current.open} />;

  const trackHover = (label?: string) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") hovered.current = label;
  };
  return (
    <nav ref={navRef} aria-label="Main" className="relative hidden md:block" onFocus={enhance}>
      <div className="relative">
        <ul className="flex items-center gap-0.5 lg:gap-1">
          {headerMenus.map((group) => (
            <li key={group.label} className="relative">
              <button
                type="button"
                popoverTarget={panelId(group.label)}
                data-nav-key={group.label}
                data-state="closed"
                aria-current={currentPageMark(group.links.some((l) => l.href === pathname))}
                className={cn(navItemClass, "group")}
                onPointerEnter={trackHover(group.label)}
                onPointerLeave={trackHover(undefined)}
                onClick={(event) => {
                  if (unavailable) return;
                  event.preventDefault();
                  handoff.current.open = group.label;
                  enhance();
                }}
              >
                {group.label}
                <Icon name="chevron-down" className={navChevronClass} />
              </button>
              <div
                id={panelId(group.label)}
                popover="auto"
                className="fixed inset-auto top-18 left-1/2 m-0 w-[34rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-lg border bg-card p-3 text-card-foreground shadow-xl"
              >
                <PlainMenuPanel group={group} pathname={pathname} />
              </div>
            </li>
          ))}
          {headerLinks.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                aria-current={currentPageMark(link.href === pathname)}
                className={navItemClass}
                data-nav-key={link.href}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** Calls `onIntent` when the mouse enters the page header, a moment before it reaches a menu. */
function useHeaderIntent(navRef: RefObject<HTMLElement | null>, onIntent: () => void) {
  useLayoutEffect(() => {
    const header = navRef.current?.closest("header");
    if (!header) return;
    const listener = (event: globalThis.PointerEvent) => {
      if (event.pointerType === "mouse") onIntent();
    };
    header.addEventListener("pointerenter", listener);
    return () => header.removeEventListener("pointerenter", listener);
  }, [navRef, onIntent]);
}
