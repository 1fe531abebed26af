import type { Ref } from "react";
import { NavLink } from "react-router";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navItemClass,
} from "~/components/ui/navigation-menu";
import { headerLinks, headerMenus } from "~/content/navigation";
import type { NavGroup } from "~/content/schemas";
import { MenuLinkBody, menuLinkClass, menuPanelListClass } from "./menu-link";

function MenuPanel({ group }: { group: NavGroup }) {
  return (
    <ul className={menuPanelListClass}>
      {group.links.map((link) => (
        <li key={link.href}>
          <NavigationMenuLink asChild>
            <NavLink to={link.href} end className={menuLinkClass}>
              <MenuLinkBody link={link} />
            </NavLink>
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
      aria-label="Main"
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
                data-current-section={holdsCurrentPage || undefined}
                className="data-[current-section]:text-primary"
              >
                {group.label}
              </NavigationMenuTrigger>
              <NavigationMenuContent>
                <MenuPanel group={group} />
              </NavigationMenuContent>
            </NavigationMenuItem>
          );
        })}
        {headerLinks.map((link) => (
          <NavigationMenuItem key={link.href}>
            <NavigationMenuLink asChild>
              <NavLink to={link.href} end className={navItemClass} data-nav-key={link.href}>
                {link.label}
              </NavLink>
            </NavigationMenuLink>
          </NavigationMenuItem>
        ))}
      </NavigationMenuList>
    </NavigationMenu>
  );
}
