import { NavigationMenu as NavigationMenuPrimitive } from "radix-ui";
import { type ComponentProps, useEffect, useRef } from "react";
import { Icon } from "~/components/icon";
import { cn } from "~/lib/cn";
import { navChevronClass, navItemClass } from "./nav-item-class";

/**
 * Hover timings (docs/spec/site-spec.md §9): open after 200 ms, 300 ms skip window. Radix closes a
 * menu 150 ms after the pointer leaves, which is the close delay the same table gives.
 */
export const NAV_OPEN_DELAY_MS = 200;
export const NAV_SKIP_DELAY_MS = 300;

export function NavigationMenu({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root
      delayDuration={NAV_OPEN_DELAY_MS}
      skipDelayDuration={NAV_SKIP_DELAY_MS}
      className={cn("relative", className)}
      {...props}
    />
  );
}

export function NavigationMenuList({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List
      className={cn("flex items-center gap-0.5 lg:gap-1", className)}
      {...props}
    />
  );
}

/**
 * Radix puts a focusable, aria-hidden "focus proxy" next to an open trigger so Tab can
 * reach content rendered in a separate viewport. We render content right after its
 * trigger, so Tab reaches it anyway; taking the proxy out of the tab order keeps a
 * hidden element from taking focus (axe: aria-hidden-focus).
 */
export function NavigationMenuItem({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const item = ref.current;
    if (!item) return;
    const demoteFocusProxy = () => {
      for (const proxy of item.querySelectorAll<HTMLElement>(
        ':scope > span[aria-hidden="true"][tabindex="0"]',
      )) {
        proxy.tabIndex = -1;
      }
    };
    // A menu can mount already open (the header hands over a click made before the menu
    // code arrived), so demote a proxy that is there from the start too.
    demoteFocusProxy();
    const observer = new MutationObserver(demoteFocusProxy);
    observer.observe(item, { childList: true });
    return () => observer.disconnect();
  }, []);
  return (
    <NavigationMenuPrimitive.Item ref={ref} className={cn("relative", className)} {...props} />
  );
}

export { navItemClass };

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger className={cn(navItemClass, "group", className)} {...props}>
      {children}
      <Icon name="chevron-down" className={navChevronClass} />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      className={cn(
        "absolute top-full inset-s-0 z-50 mt-2 w-[34rem] rounded-lg border bg-card p-3 shadow-xl data-[motion]:animate-[fade-in_150ms_ease-out]",
        className,
      )}
      {...props}
    />
  );
}

export const NavigationMenuLink = NavigationMenuPrimitive.Link;
