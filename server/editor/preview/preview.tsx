// The editor's live preview: the page being edited, drawn by the site's own route module,
// header, footer and stylesheet, with the form's unsaved values. Built apart from the site
// (preview.vite.config.ts) into node_modules/.cache, so none of it ships to visitors.
//
// Each drawing is a document of its own, in the page's language (/preview-frame,
// /de/preview-frame: lang and dir on its <html>), which the editor page makes at each change
// of the form and shows in place of the last once it is drawn (editor-page.js). The site's
// modules run afresh in it over the files as the editor has them (live-content.ts), so a
// value a module derives when it first runs is derived from what was typed.
import "~/styles/app.css";
import { routes } from "virtual:preview-routes";
import { Component, type ComponentType, type ReactNode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import {
  createMemoryRouter,
  type MetaDescriptor,
  matchPath,
  RouterProvider,
  useLoaderData,
  useLocation,
  useParams,
  useRouteError,
} from "react-router";
import { AnnouncementBar } from "~/components/layout/announcement-bar";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ReadingDirection } from "~/components/ui/direction";
import { localeNamed, pathInLocale } from "~/lib/locales.js";
import { pageLocale } from "~/lib/localized-content";
import { drawn, formWordsNow, input, pageNow } from "./live-content.ts";
import { showNotDrawn } from "./not-drawn.ts";
import { showOtherMoments } from "./other-moments.ts";
import { SearchCard } from "./search-card.tsx";

interface RouteModule {
  default: ComponentType<{ loaderData: unknown; params: unknown }>;
  loader?: (args: { params: Record<string, string | undefined> }) => unknown;
  meta?: (args: {
    loaderData: unknown;
    data: unknown;
    params: unknown;
    location: ReturnType<typeof useLocation>;
    matches: [];
  }) => MetaDescriptor[] | undefined;
}

/**
 * Resolves once the page has asked for nothing more for a moment: a section the page loads
 * apart (app/components/deferred-section.tsx) is drawn before the drawing is shown.
 */
async function settled() {
  // A section's code is asked for as it is drawn (its chunks kept by the browser): a short
  // pause sees the next request begin, and every drawing waits at least two of them.
  const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
  let seen = -1;
  while (performance.getEntriesByType("resource").length !== seen) {
    seen = performance.getEntriesByType("resource").length;
    await pause();
  }
}

/** Once the drawing is on screen: back where the last one was scrolled, and shown. */
function Drawn() {
  useEffect(() => {
    void settled().then(() => {
      const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
      if (input?.scrollY) window.scrollTo(0, input.scrollY);
      else target?.scrollIntoView();
      showNotDrawn();
      showOtherMoments(formWordsNow());
      drawn();
    });
  }, []);
  return null;
}

function Message({ children }: { children: ReactNode }) {
  return (
    <>
      <p role="alert" className="p-8">
        {children}
      </p>
      <Drawn />
    </>
  );
}

/**
 * What a part of the drawing that cannot be drawn with these values says in its place: the
 * page's own part inside <main> (`inPage`), its header, footer and search card still drawn
 * around it; or the whole drawing, when those fail too.
 */
class PreviewBoundary extends Component<
  { children: ReactNode; inPage?: boolean },
  { error?: Error }
> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    const words = `This page cannot be previewed with these values (${this.state.error.message}). Saving checks them.`;
    return this.props.inPage ? (
      <p role="alert" className="p-8">
        {words}
      </p>
    ) : (
      <Message>{words}</Message>
    );
  }
}

/**
 * The route module's page, given its loader's data as React Router's framework mode does;
 * above it, what its `meta` makes of the same values for search results and link cards.
 */
function Screen({ route, locale }: { route: RouteModule; locale: string }) {
  return (
    <ReadingDirection dir={localeNamed(locale).dir}>
      <PreviewBoundary>
        <Drawing route={route} />
      </PreviewBoundary>
    </ReadingDirection>
  );
}

function Drawing({ route }: { route: RouteModule }) {
  const loaderData = useLoaderData();
  const params = useParams();
  const location = useLocation();
  const Page = route.default;
  // A value the page's own drawing never reads (the site's address, which every link card
  // is built on) may stop its tags being made: the page is drawn all the same.
  let tags: MetaDescriptor[] | undefined;
  let tagsProblem: string | undefined;
  try {
    tags = route.meta?.({ loaderData, data: loaderData, params, location, matches: [] });
  } catch (error) {
    tagsProblem = (error as Error).message;
  }
  return (
    <>
      {tags || tagsProblem ? <SearchCard tags={tags ?? []} problem={tagsProblem} /> : null}
      <SiteHeader />
      <AnnouncementBar />
      <main id="main">
        <PreviewBoundary inPage>
          <Page loaderData={loaderData} params={params} />
        </PreviewBoundary>
      </main>
      <SiteFooter />
      <Drawn />
    </>
  );
}

const Nothing = () => null;

function LoaderError() {
  const error = useRouteError() as { data?: unknown; message?: string };
  return (
    <Message>
      This page cannot be previewed with these values ({String(error?.data ?? error?.message)}).
      Saving checks them.
    </Message>
  );
}

async function draw(container: Element) {
  const [address = "/", hash] = pageNow().split("#");
  const root = createRoot(container);
  const pattern = Object.keys(routes).find((path) => matchPath(path, address));
  const load = pattern
    ? (routes as Record<string, () => Promise<RouteModule>>)[pattern]
    : undefined;
  if (!pattern || !load) {
    root.render(<Message>{address} is not a page this preview knows.</Message>);
    return;
  }
  let route: RouteModule;
  try {
    route = await load();
  } catch (error) {
    root.render(<Message>This page cannot be previewed: {(error as Error).message}</Message>);
    return;
  }
  const locale = pageLocale();
  const router = createMemoryRouter(
    [
      {
        path: pathInLocale(pattern, locale),
        loader: route.loader ? ({ params }) => route.loader?.({ params }) ?? null : undefined,
        HydrateFallback: Nothing,
        errorElement: <LoaderError />,
        element: <Screen route={route} locale={locale} />,
      },
    ],
    { initialEntries: [`${pathInLocale(address, locale)}${hash ? `#${hash}` : ""}`] },
  );
  root.render(<RouterProvider router={router} />);
}

const container = document.getElementById("preview-root");
if (input && container) void draw(container);
