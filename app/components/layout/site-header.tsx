import { NavLink, useLocation } from "react-router";
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
import { normalizePathname } from "~/lib/site-paths";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

function MenuPanel({ group }: { group: NavGroup }) {
  return (
    <ul className="grid gap-1 sm:grid-cols-2">
      {group.links.map((link) => (
        <li key={link.href}>
          <NavigationMenuLink asChild>
            <NavLink
              to={link.href}
              end
              className="block rounded-md p-3 hover:bg-muted aria-[current=page]:bg-primary-soft"
            >
              <span className="block text-sm font-semibold aria-[current=page]:text-primary">
                {link.label}
              </span>
              {link.description ? (
                <span className="mt-0.5 block text-sm text-muted-foreground">
                  {link.description}
                </span>
              ) : null}
            </NavLink>
          </NavigationMenuLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader() {
  const pathname = normalizePathname(useLocation().pathname);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <NavigationMenu aria-label="Main" className="hidden md:block">
          <NavigationMenuList>
            {headerMenus.map((group) => {
              const holdsCurrentPage = group.links.some((link) => link.href === pathname);
              return (
                <NavigationMenuItem key={group.label}>
                  <NavigationMenuTrigger
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
                  <NavLink to={link.href} end className={navItemClass}>
                    {link.label}
                  </NavLink>
                </NavigationMenuLink>
              </NavigationMenuItem>
            ))}
          </NavigationMenuList>
        </NavigationMenu>
        <MobileNav />
      </div>
    </header>
  );
}
