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
    <header className="site-header">
      <div className="site-header-bar">
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
