import { NavLink as RouterNavLink } from "react-router";
import type { NavGroup, NavLink } from "~/content/schemas";

/** A header menu entry: its label, with the short description under it. */
export function MenuLinkBody({ link }: { link: NavLink }) {
  return (
    <>
      <span className="block text-sm font-semibold aria-[current=page]:text-primary">
        {link.label}
      </span>
      {link.description ? (
        <span className="mt-0.5 block text-sm text-muted-foreground">{link.description}</span>
      ) : null}
    </>
  );
}

export const menuLinkClass =
  "block rounded-md p-3 hover:bg-muted aria-[current=page]:bg-primary-soft";

export const menuPanelListClass = "grid gap-1 sm:grid-cols-2";

/** The links of a header menu as plain links: what shows before the menu code arrives. */
export function PlainMenuPanel({ group }: { group: NavGroup }) {
  return (
    <ul className={menuPanelListClass}>
      {group.links.map((link) => (
        <li key={link.href}>
          <RouterNavLink to={link.href} end className={menuLinkClass}>
            <MenuLinkBody link={link} />
          </RouterNavLink>
        </li>
      ))}
    </ul>
  );
}
