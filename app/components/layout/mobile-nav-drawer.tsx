import type { FocusEvent } from "react";
import { Sheet, SheetContent } from "~/components/ui/sheet";
import { DrawerNav } from "./drawer-nav";

interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns once the drawer closes: the menu button. */
  onCloseAutoFocus: (event: Event | FocusEvent) => void;
}

/** The phone menu on Radix Dialog (focus trap, Escape, overlay); loaded on the first tap. */
export function MobileNavDrawer({ open, onOpenChange, onCloseAutoFocus }: MobileNavDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title="Menu" onCloseAutoFocus={onCloseAutoFocus}>
        <DrawerNav idPrefix="drawer" onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
