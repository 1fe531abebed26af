import { Link } from "~/components/ui/site-link";
import type { NavGroup, NavLink } from "~/content/schemas";
import { currentPageMark } from "./current-page";

/** A header menu entry: its label, with the short description under it. */
export function MenuLinkBody({ link }: { link: NavLink }) {
  return (
    <>
      <span className="block text-sm font-semibold decoration-2 underline-offset-4 group-aria-[current=page]:text-primary group-aria-[current=page]:underline">
        {link.label}
      </span>
      {link.description ? (
        <span className="mt-0.5 block text-sm text-muted-foreground">{link.description}</span>
      ) : null}
    </>
  );
}

/** A menu entry; the current page's entry is tinted, and its label underlined and coloured. */
export const menuLinkClass =
  "group block rounded-md p-3 hover:bg-muted aria-[current=page]:bg-primary-soft";

export const menuPanelListClass = "grid gap-1 sm:grid-cols-2";

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
