import { StaticContent } from "~/components/static-content";
import { footerCopy } from "~/content/site-chrome";
import { useCurrentYear } from "~/hooks/use-current-year";
import { FooterLanguageLinks } from "./language-links";
import { FooterNewsletterForm } from "./newsletter-form";

// Drawn at build only. A static import would place the links it shares with the header's
// menus (content/navigation.ts) in the shell every page loads.
const drawn = import.meta.env.SSR ? await import("./footer-static") : undefined;

/**
 * The footer (docs/spec/site-spec.md §2.3). Its brand, social links, link columns, address and
 * legal links are islands React adopts as prerendered (StaticContent), and the footer stays
 * mounted across client-side navigations, so the browser never renders them: only the build
 * does (`import.meta.env.SSR` is false in the browser's bundle, which so leaves them out).
 */
export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="border-t bg-muted">
      <div className="site-footer-top">
        <div className="grid content-start gap-6">
          <StaticContent className="grid gap-6">
            {drawn ? <drawn.FooterBrand /> : null}
          </StaticContent>
          <FooterNewsletterForm />
          <StaticContent as="ul" className="flex gap-2">
            {drawn ? <drawn.FooterSocialLinks /> : null}
          </StaticContent>
        </div>
        <StaticContent className="site-footer-columns">
          {drawn ? <drawn.FooterColumns /> : null}
        </StaticContent>
      </div>
      <div className="border-t">
        <div className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            {/* The page loader writes the visitor's year over the build's at once; hydration then
                keeps it rather than put the build's back. */}
            <p
              data-current-year={year}
              suppressHydrationWarning
              className="text-sm text-muted-foreground"
            >
              {footerCopy.copyright(year)}
            </p>
            {/* The rows wrap rather than squeeze a link: a squeezed one is cut mid-word. */}
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
              <FooterLanguageLinks />
              <StaticContent as="ul" className="flex flex-wrap gap-x-4 gap-y-2">
                {drawn ? <drawn.FooterLegalLinks /> : null}
              </StaticContent>
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
