import { Tooltip as TooltipPrimitive } from "radix-ui";
import { type ComponentProps, createContext, type ReactNode, useContext } from "react";
import { cn } from "~/lib/cn";

/** Tooltip timings (docs/spec/site-spec.md §4): open after 700 ms, 300 ms skip window. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_SIDE_OFFSET_PX = 4;

const WithinProvider = createContext(false);

/**
 * The tooltip timings (docs/spec/site-spec.md §4) for the tooltips inside it. Tooltips under one
 * provider share the 300 ms skip window, so wrap a group of them (a list of copy buttons,
 * say) in one.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <WithinProvider value>{children}</WithinProvider>
    </TooltipPrimitive.Provider>
  );
}

/**
 * A tooltip that also works outside any provider (it brings its own), so the root layout
 * does not load tooltip code on pages that have no tooltip.
 */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const root = <TooltipPrimitive.Root {...props} />;
  return useContext(WithinProvider) ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  side = "top",
  sideOffset = TOOLTIP_SIDE_OFFSET_PX,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        side={side}
        sideOffset={sideOffset}
        className={cn(
          "z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md",
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
