import { Link } from "~/components/ui/site-link";
import type { NavGroup, NavLink } from "~/content/schemas";
import { currentPageMark } from "./current-page";

/** A header menu entry: its label, with the short description under it. */
export function MenuLinkBody({ link }: { link: NavLink }) {
  return (
    <>
      <span className="site-header-menu-link-label">{link.label}</span>
      {link.description ? (
        <span className="site-header-menu-link-description">{link.description}</span>
      ) : null}
    </>
  );
}

/** A menu entry; the current page's entry is tinted, and its label underlined and coloured. */
export const menuLinkClass = "site-header-menu-link";

export const menuPanelListClass = "site-header-menu-list";

/** The links of a header menu as plain links: what shows before the menu code arrives. */
export function PlainMenuPanel({ group, pathname }: { group: NavGroup; pathname: string }) {
  return (
    <ul className={menuPanelListClass}>
      {group.links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            aria-current={currentPageMark(link.href === pathname)}
            className={menuLinkClass}
          >
            <MenuLinkBody link={link} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
