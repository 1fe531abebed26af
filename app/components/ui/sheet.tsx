import { Dialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { Icon } from "~/components/icon";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages.js";

/** A side panel on Radix Dialog: focus is trapped inside and Escape closes it. */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

interface SheetContentProps extends Omit<ComponentProps<typeof Dialog.Content>, "title"> {
  title: ReactNode;
  closeLabel?: string;
}

export function SheetContent({
  className,
  children,
  title,
  closeLabel = m.nav_close_menu(),
  ...props
}: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
      <Dialog.Content
        className={cn(
          "fixed inset-y-0 inset-e-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto border-s bg-background p-6 shadow-xl",
          "data-[state=open]:animate-[slide-in-from-end_250ms_ease-out]",
          className,
        )}
        aria-describedby={undefined}
        {...props}
      >
        <div className="mb-4 flex items-center justify-between">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Close
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted"
            aria-label={closeLabel}
          >
            <Icon name="close" className="size-5" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
