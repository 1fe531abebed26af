import {
  type PointerEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { StaticContent } from "~/components/static-content";
import { m } from "~/paraglide/messages.js";
import { markCurrentLinks } from "./current-page";
import type { MainNavMenus } from "./main-nav-menus";

// Drawn at build only. A static import would place the menus' links and drawing code in
// the shell every page loads (the bundler places modules by their imports, used or not).
const plain = import.meta.env.SSR ? await import("./plain-main-menus") : undefined;

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

/**
 * The desktop header menus (docs/spec/site-spec.md §2.2). The prerendered HTML holds every menu
 * link in a native popover, so the menus open and their links work without JavaScript. Radix
 * NavigationMenu (hover delays, keyboard, dismissal) costs about 10 KB of gzip JavaScript
 * that a visitor who never touches the header does not need: it loads when the mouse
 * enters the header or focus enters the menus, then replaces the plain menus, carrying
 * over a click, the focus and the hover that were in progress. Until then the menus are
 * the build's HTML (PlainMainMenus in an island): the page's JavaScript carries only the
 * handlers around them.
 */
export function MainNav({ pathname }: { pathname: string }) {
  const [Radix, setRadix] = useState<Menus | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const handoff = useRef<Handoff>({});
  const hovered = useRef<string | undefined>(undefined);
  const requested = useRef(false);
  const press = usePressInProgress(navRef);

  const enhance = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadMenus().then(
      (module) =>
        // A press is not split across the swap: a link pressed in the plain menus and
        // released in the Radix ones would get no click.
        press.afterRelease(() => {
          // A menu opened natively before the page hydrated stays open in the Radix menus.
          const nav = navRef.current;
          const openPlain = nav?.querySelector<HTMLElement>("[popover]:popover-open");
          if (openPlain && !handoff.current.open)
            handoff.current.open = nav?.querySelector<HTMLElement>(
              `[popovertarget="${CSS.escape(openPlain.id)}"]`,
            )?.dataset.navKey;
          const active = document.activeElement;
          if (active instanceof HTMLElement && navRef.current?.contains(active))
            handoff.current.focus = active.dataset.navKey;
          // A mouse that came to rest on a trigger before the page hydrated was never seen
          // by the handler above: the browser still knows where it is.
          handoff.current.hover =
            hovered.current ??
            nav?.querySelector<HTMLElement>("button[data-nav-key]:hover")?.dataset.navKey;
          setRadix(() => module.MainNavMenus);
        }),
      // Without the menu code the native popovers keep working.
      () => setUnavailable(true),
    );
  }, [press]);

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
  // The island keeps the marks of the page it was drawn for; later pages move them.
  useLayoutEffect(() => {
    if (!Radix) markCurrentLinks(navRef.current, pathname);
  }, [Radix, pathname]);

  if (Radix)
    return <Radix pathname={pathname} navRef={navRef} defaultValue={handoff.current.open} />;

  // The buttons are in the island: their events reach the nav by bubbling.
  const triggerOf = (target: EventTarget) =>
    target instanceof Element ? target.closest<HTMLButtonElement>("button[data-nav-key]") : null;
  const trackHover = (event: PointerEvent) => {
    if (event.pointerType === "mouse") hovered.current = triggerOf(event.target)?.dataset.navKey;
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks come from the island's native buttons, which Enter and Space press too.
    <nav
      ref={navRef}
      aria-label={m.nav_main_label()}
      className="relative hidden md:block"
      onFocus={enhance}
      onPointerOver={trackHover}
      onPointerLeave={() => {
        hovered.current = undefined;
      }}
      onClick={(event) => {
        const trigger = triggerOf(event.target);
        if (!trigger || unavailable) return;
        event.preventDefault();
        handoff.current.open = trigger.dataset.navKey;
        enhance();
      }}
    >
      <StaticContent className="relative">
        {plain ? <plain.PlainMainMenus pathname={pathname} /> : null}
      </StaticContent>
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
    // The mouse may have entered before the page hydrated (that entry started the page's
    // code): it is intent all the same.
    if (header.matches(":hover")) onIntent();
    return () => header.removeEventListener("pointerenter", listener);
  }, [navRef, onIntent]);
}

/**
 * Whether a pointer is pressed inside the nav: `afterRelease(then)` runs `then` at once, or
 * once the press has ended and its click has been dispatched.
 */
function usePressInProgress(navRef: RefObject<HTMLElement | null>) {
  const [press] = useState(() => {
    let pressed = false;
    let waiting: (() => void) | undefined;
    const release = () => {
      pressed = false;
      // The click follows pointerup in the same task; the waiting work runs after it.
      setTimeout(() => {
        const then = waiting;
        waiting = undefined;
        then?.();
      });
    };
    return {
      down: () => {
        pressed = true;
        addEventListener("pointerup", release, { capture: true, once: true });
        addEventListener("pointercancel", release, { capture: true, once: true });
      },
      afterRelease: (then: () => void) => {
        if (pressed) waiting = then;
        else then();
      },
    };
  });
  useLayoutEffect(() => {
    const nav = navRef.current;
    nav?.addEventListener("pointerdown", press.down, { capture: true });
    // A press that began before the page hydrated was not heard; the browser still shows it.
    if (nav?.matches(":active")) press.down();
    return () => nav?.removeEventListener("pointerdown", press.down, { capture: true });
  }, [navRef, press]);
  return press;
}
