import { Link } from "~/components/ui/site-link";
import { drawerGroups, drawerLinks } from "~/content/navigation";
import { m } from "~/paraglide/messages.js";
import { currentPageMark, useCurrentPagePath } from "./current-page";

const drawerLinkClass = "phone-menu-link";

interface DrawerNavProps {
  /** Keeps heading ids unique: the plain and the Radix drawer are both in the page. */
  idPrefix: string;
  onNavigate?: () => void;
}

/**
 * The phone menu's links (docs/spec/site-spec.md §2.2): Product and Solutions, then Docs and
 * About.
 */
export function DrawerNav({ idPrefix, onNavigate }: DrawerNavProps) {
  const pathname = useCurrentPagePath();
  return (
    <nav aria-label={m.nav_mobile_label()} className="grid gap-6">
      {drawerGroups.map((group, index) => (
        <section key={group.label} aria-labelledby={`${idPrefix}-group-${index}`}>
          <h2 id={`${idPrefix}-group-${index}`} className="phone-menu-group-title">
            {group.label}
          </h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  aria-current={currentPageMark(link.href === pathname)}
                  className={drawerLinkClass}
                  onClick={onNavigate}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ul className="border-t pt-4">
        {drawerLinks.map((link) => (
          <li key={link.label}>
            <Link
              to={link.href}
              aria-current={currentPageMark(link.href === pathname)}
              className={drawerLinkClass}
              onClick={onNavigate}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
