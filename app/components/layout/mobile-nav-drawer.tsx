import { type FocusEvent, useRef } from "react";
import { Icon } from "~/components/icon";
import { Sheet, SheetContent } from "~/components/ui/sheet";
import { useLocalizedHref } from "~/components/ui/site-link";
import { m } from "~/paraglide/messages.js";
import { DrawerNav } from "./drawer-nav";
import { FooterLanguageLinks } from "./language-links";
import { siteSearch } from "./site-search-button";

interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns once the drawer closes: the menu button. */
  onCloseAutoFocus: (event: Event | FocusEvent) => void;
}

/** The phone menu on Radix Dialog (focus trap, Escape, overlay); loaded on the first tap. */
export function MobileNavDrawer({ open, onOpenChange, onCloseAutoFocus }: MobileNavDrawerProps) {
  const searchHref = useLocalizedHref("/search");
  // The search entry closes the drawer; the search opens once focus is back on the menu
  // button, so the dialog gives focus back there when it closes.
  const searchNext = useRef(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={m.nav_menu_title()}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus(event);
          if (!searchNext.current) return;
          searchNext.current = false;
          siteSearch.open();
        }}
      >
        <a
          href={searchHref}
          aria-haspopup="dialog"
          className="mb-6 flex items-center gap-2 rounded-md border px-3 py-2.5 text-base text-muted-foreground hover:bg-muted hover:text-foreground"
          onClick={(event) => {
            event.preventDefault();
            searchNext.current = true;
            onOpenChange(false);
          }}
        >
          <Icon name="search" className="size-5" />
          {m.nav_drawer_search()}
        </a>
        <DrawerNav idPrefix="drawer" onNavigate={() => onOpenChange(false)} />
        <div className="mt-6 border-t pt-4">
          <FooterLanguageLinks />
        </div>
      </SheetContent>
    </Sheet>
  );
}
