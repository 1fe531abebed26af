import type { Ref } from "react";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navItemClass,
} from "~/components/ui/navigation-menu";
import { Link } from "~/components/ui/site-link";
import { headerLinks, headerMenus } from "~/content/navigation";
import type { NavGroup } from "~/content/schemas";
import { m } from "~/paraglide/messages.js";
import { currentPageMark } from "./current-page";
import { MenuLinkBody, menuLinkClass, menuPanelListClass } from "./menu-link";

function MenuPanel({ group, pathname }: { group: NavGroup; pathname: string }) {
  return (
    <ul className={menuPanelListClass}>
      {group.links.map((link) => (
        <li key={link.href}>
          <NavigationMenuLink asChild active={link.href === pathname}>
            <Link to={link.href} className={menuLinkClass}>
              <MenuLinkBody link={link} />
            </Link>
          </NavigationMenuLink>
        </li>
      ))}
    </ul>
  );
}

interface MainNavMenusProps {
  pathname: string;
  navRef: Ref<HTMLElement>;
  /** The menu a visitor asked for before this code had arrived, opened at once. */
  defaultValue?: string;
}

/**
 * The desktop header menus on Radix NavigationMenu: hover delays, keyboard support and
 * dismissal. Loaded by MainNav on the first sign of interest in the header.
 */
export function MainNavMenus({ pathname, navRef, defaultValue }: MainNavMenusProps) {
  return (
    <NavigationMenu
      ref={navRef}
      aria-label={m.nav_main_label()}
      className="hidden md:block"
      defaultValue={defaultValue}
    >
      <NavigationMenuList>
        {headerMenus.map((group) => {
          const holdsCurrentPage = group.links.some((link) => link.href === pathname);
          return (
            <NavigationMenuItem key={group.label} value={group.label}>
              <NavigationMenuTrigger
                data-nav-key={group.label}
                aria-current={currentPageMark(holdsCurrentPage)}
              >
                {group.label}
              </NavigationMenuTrigger>
              <NavigationMenuContent>
                <MenuPanel group={group} pathname={pathname} />
              </NavigationMenuContent>
            </NavigationMenuItem>
          );
        })}
        {headerLinks.map((link) => (
          <NavigationMenuItem key={link.href}>
            <NavigationMenuLink asChild active={link.href === pathname}>
              <Link to={link.href} className={navItemClass} data-nav-key={link.href}>
                {link.label}
              </Link>
            </NavigationMenuLink>
          </NavigationMenuItem>
        ))}
      </NavigationMenuList>
    </NavigationMenu>
  );
}
