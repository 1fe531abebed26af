import { lazy, Suspense, useLayoutEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { StaticContent } from "~/components/static-content";
import { m } from "~/paraglide/messages.js";
import { markCurrentLinks, useCurrentPagePath } from "./current-page";
import { FooterLanguageLinks } from "./language-links";

// Drawn at build only (the Radix drawer imports the same links when it loads): a static
// import would place them in the shell every page loads.
const plain = import.meta.env.SSR ? await import("./drawer-nav") : undefined;

const MobileNavDrawer = lazy(() =>
  import("./mobile-nav-drawer").then((module) => ({ default: module.MobileNavDrawer })),
);

const PLAIN_MENU_ID = "mobile-menu";

/**
 * The phone-width menu (docs/spec/site-spec.md §2.2): a right-side drawer that closes once a link
 * is chosen.
 * Without JavaScript the button opens the same links in a native popover. With it, the
 * Radix drawer's code (about 8 KB gzip) loads on the first tap rather than with the page,
 * and a tap before the page is interactive is held and replayed (`data-hydrate-hold`).
 * The plain menu's links are the build's HTML (an island), not part of the page's code.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const plainMenuRef = useRef<HTMLDivElement>(null);
  const pathname = useCurrentPagePath();
  useLayoutEffect(() => markCurrentLinks(plainMenuRef.current, pathname), [pathname]);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={m.nav_open_menu()}
        aria-haspopup="dialog"
        popoverTarget={PLAIN_MENU_ID}
        // With JavaScript a first tap is held until the page is interactive and then opens
        // the drawer proper (search entry, focus kept inside); the plain popover is for
        // visitors without JavaScript.
        data-hydrate-hold=""
        className="site-header-icon-button md:hidden"
        onClick={(event) => {
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" className="size-6" />
      </button>
      <div
        ref={plainMenuRef}
        id={PLAIN_MENU_ID}
        popover="auto"
        role="dialog"
        aria-label={m.nav_menu_title()}
        className="phone-menu-drawer"
      >
        <div className="mb-4 flex items-center justify-between">
          <p className="text-lg font-semibold">{m.nav_menu_title()}</p>
          <button
            type="button"
            popoverTarget={PLAIN_MENU_ID}
            popoverTargetAction="hide"
            aria-label={m.nav_close_menu()}
            className="site-header-icon-button"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <StaticContent>{plain ? <plain.DrawerNav idPrefix="plain-menu" /> : null}</StaticContent>
        <div className="mt-6 border-t pt-4">
          <FooterLanguageLinks />
        </div>
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
