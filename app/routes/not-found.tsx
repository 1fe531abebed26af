import { useEffect } from "react";
import { useLocation } from "react-router";
import { isClientNavigation } from "~/components/deferred-section";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/site-link";
import { headerMenus } from "~/content/navigation";
import { notFound } from "~/content/not-found";
import { askServerForPage } from "~/lib/analytics/goal";
import { pageMeta } from "~/lib/meta";
import { isServedPage, notFoundPrerenderPath } from "~/lib/site-paths";

export const meta = () =>
  pageMeta({
    title: notFound.meta.title,
    meta: notFound.meta,
    description: notFound.lead,
    path: notFoundPrerenderPath,
    noindex: true,
  });

const popular = headerMenus.map((group) => group.links[0]).filter((link) => link !== undefined);

export default function NotFound() {
  const { pathname } = useLocation();
  // A public page's route manifest holds its own language's pages and not the admin's
  // (hydrate-on-intent.mjs): a page of another language, or the admin, reached within the
  // app is asked of the server, and nothing is drawn meanwhile.
  const askServer = isClientNavigation() && isServedPage(pathname);
  useEffect(() => {
    if (askServer) askServerForPage();
  }, [askServer]);
  if (askServer) return null;
  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6"
    >
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        {notFound.eyebrow}
      </p>
      <h1 id="page-title" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
        {notFound.title}
      </h1>
      <p className="mt-6 text-lg text-muted-foreground">{notFound.lead}</p>
      <div className="mt-8 flex justify-center">
        <Button asChild size="lg">
          <Link to="/">{notFound.homeLink}</Link>
        </Button>
      </div>
      <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2">
        {popular.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="font-semibold text-primary hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
