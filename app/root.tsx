import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
} from "react-router";
import { AnnouncementBar } from "~/components/layout/announcement-bar";
import { BackToTop } from "~/components/layout/back-to-top";
import { InstantPageScroll } from "~/components/layout/instant-page-scroll";
import { LanguageOffer } from "~/components/layout/language-offer";
import { PageLoading } from "~/components/layout/page-loading";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ReadingDirection } from "~/components/ui/direction";
import { Toaster } from "~/components/ui/toaster";
import { watchForTooltips } from "~/components/ui/tooltip-loader";
import { announcePageShown } from "~/lib/analytics/goal";
import { rendererOf } from "~/lib/build-locale.server";
import { followIslandLinks } from "~/lib/follow-island-links";
import { keyFragmentEntries } from "~/lib/fragment-history";
import { markHydrated } from "~/lib/hydration-marks";
import { localeNamed, localeOfPath } from "~/lib/locales.js";
import { pageLocale } from "~/lib/localized-content";
import { isAdminPath, showsLoadingNotice } from "~/lib/site-paths";
import type { Route } from "./+types/root";
import interLatinUrl from "./styles/fonts/inter-latin-wght-400-800.woff2?url";
import "./styles/app.css";
import { m } from "~/paraglide/messages.js";

// The interface messages speak the page's language: the document's in the browser, the
// renderer's at build (app/lib/localized-content.ts). A build's messages read it directly
// (pipeline/messages/fold-single-locale.mjs); only the dev server and Vitest, which compile
// them as Paraglide writes them, need its runtime told. Left in the build, the runtime's
// cookie, URL-pattern and setLocale code cost every page 0.9 KB gzip (docs/decisions/050).
if (import.meta.env.DEV) {
  const { overwriteGetLocale } = await import("~/paraglide/runtime.js");
  overwriteGetLocale(pageLocale);
}

// Before React Router's history listens: see fragment-history.ts.
if (typeof window !== "undefined") keyFragmentEntries();

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatinUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Until the visitor first interacts, a page is its prerendered HTML and its links are plain
 * page loads (pipeline/postbuild/hydrate-on-intent.mjs); the browser prerenders the page behind a link
 * the visitor hovers or presses, so the load is instant. Site pages only: no files, no
 * sandbox, no new tabs or downloads.
 */
const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/*.*" } },
          { not: { href_matches: "/sandbox/*" } },
          { not: { selector_matches: "[download], [target]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/**
 * At build, a page in another language (/de/…) is rendered by the copy of the renderer
 * evaluated in that language, whose content holds its words (app/lib/build-locale.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const locale = localeOfPath(new URL(request.url).pathname);
    if (locale === pageLocale()) return next();
    const render = await rendererOf(locale);
    return render(request);
  },
];

/** The HTML document around every page, the error screen included. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeNamed(localeOfPath(pathname));
  return (
    // The head script the build puts in <head> sets data-theme and data-bands before React
    // hydrates (pipeline/postbuild/head-script.mjs).
    <html lang={locale.lang} dir={locale.dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#4338ca" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Radix's menus read the page's direction for their arrow keys and motion. */}
        <ReadingDirection dir={locale.dir}>{children}</ReadingDirection>
        <InstantPageScroll />
        <ScrollRestoration />
        <script
          type="speculationrules"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module
          dangerouslySetInnerHTML={{ __html: speculationRules }}
        />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Pages fetched on demand and the not-found page say "Loading..." while their code arrives.
  const loadingNoticeShown =
    navigation.state === "loading" && showsLoadingNotice(navigation.location.pathname);
  useEffect(watchForTooltips, []);
  useEffect(() => followIslandLinks(), []);
  // Each page shown, the first and every client-side one, for the visit counting.
  useEffect(() => announcePageShown(pathname), [pathname]);
  // Last: the page loader replays held presses and hovers on this mark, so every handler
  // above must be in place first. Deferred sections read it too: a page loaded after it is
  // a client-side navigation.
  useEffect(markHydrated, []);
  // The team's inbox brings its own frame: none of the public site's chrome.
  if (isAdminPath(pathname)) return <Outlet />;
  return (
    <>
      <a href="#main" className="skip-link">
        {m.skip_to_content()}
      </a>
      {pathname === "/" ? <LanguageOffer /> : null}
      <SiteHeader />
      <AnnouncementBar />
      <main id="main" tabIndex={-1} className="outline-none">
        {loadingNoticeShown ? <PageLoading /> : <Outlet />}
      </main>
      <SiteFooter />
      <BackToTop />
      <Toaster />
    </>
  );
}

/** Any uncaught rendering error replaces the whole screen (docs/spec/site-spec.md §8). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main className="grid min-h-screen place-content-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{m.error_title()}</h1>
      {detail ? <p className="text-muted-foreground">{detail}</p> : null}
      <p>
        <a href="/" className="font-semibold text-primary underline underline-offset-4">
          {m.error_home_link()}
        </a>
      </p>
    </main>
  );
}
