import { Menu } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { Sheet, SheetContent, SheetTrigger } from "~/components/ui/sheet";
import { drawerGroups, drawerLinks } from "~/content/navigation";

const drawerLinkClass =
  "block rounded-md px-3 py-2.5 text-base hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary";

/** The phone-width menu (spec 2.2): a right-side drawer that closes once a link is chosen. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted md:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="size-6" />
      </SheetTrigger>
      <SheetContent title="Menu">
        <nav aria-label="Mobile" className="grid gap-6">
          {drawerGroups.map((group) => (
            <section key={group.label} aria-labelledby={`drawer-${group.label}`}>
              <h2
                id={`drawer-${group.label}`}
                className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {group.label}
              </h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavLink to={link.href} end className={drawerLinkClass} onClick={close}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <ul className="border-t pt-4">
            {drawerLinks.map((link) => (
              <li key={link.label}>
                <NavLink to={link.href} end className={drawerLinkClass} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
