import { Icon } from "~/components/icon";
import { navChevronClass, navItemClass } from "~/components/ui/nav-item-class";
import { Link } from "~/components/ui/site-link";
import { headerLinks, headerMenus } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { currentPageMark } from "./current-page";
import { PlainMenuPanel } from "./menu-link";

/** A menu's panel id, from its label in any language (an id holds no spaces). */
export const plainMenuPanelId = (label: string) =>
  `main-menu-${label.toLowerCase().replace(/\s+/g, "-")}`;

/**
 * The desktop menus as the build draws them: a button per menu opening its links in a
 * native popover, then the direct links. Rendered only at build (MainNav holds them in a
 * StaticContent island), so the browser never carries the menus' content or this code:
 * MainNav's handlers reach the buttons by event delegation, and markCurrentLinks moves
 * the current-page marks after a client-side navigation.
 */
export function PlainMainMenus({ pathname }: { pathname: string }) {
  return (
    <ul className="flex items-center gap-0.5 lg:gap-1">
      {headerMenus.map((group) => (
        <li key={group.label} className="relative">
          <button
            type="button"
            popoverTarget={plainMenuPanelId(group.label)}
            data-nav-key={group.label}
            data-state="closed"
            aria-current={currentPageMark(group.links.some((l) => l.href === pathname))}
            className={cn(navItemClass, "group")}
          >
            {group.label}
            <Icon name="chevron-down" className={navChevronClass} />
          </button>
          <div id={plainMenuPanelId(group.label)} popover="auto" className="site-header-menu-panel">
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
  );
}
