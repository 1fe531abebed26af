import { StaticContent } from "~/components/static-content";
import { useCurrentPagePath } from "./current-page";
import { LanguageMenu } from "./language-links";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { MobileNav } from "./mobile-nav";
import { SiteSearchButton } from "./site-search-button";
import { ThemeToggle } from "./theme-toggle";

export function SiteHeader() {
  const pathname = useCurrentPagePath();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:px-8">
        {/* Drawn at build only, like the footer's fixed parts: the header stays mounted. */}
        <StaticContent className="flex shrink-0">
          {import.meta.env.SSR ? <Logo /> : null}
        </StaticContent>
        <MainNav pathname={pathname} />
        <div className="flex items-center gap-1 lg:ms-2">
          <SiteSearchButton />
          <ThemeToggle />
          <LanguageMenu />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
