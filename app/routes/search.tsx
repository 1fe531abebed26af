import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { Link } from "~/components/ui/site-link";
import {
  searchHero,
  searchMeta,
  searchNoScript,
  searchSectionGroups,
  searchSectionsHeading,
} from "~/content/search-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/search";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: searchMeta.title,
    meta: searchMeta,
    description: searchHero.lead,
    path: location.pathname,
  });

/** Where the header's search link leads without JavaScript: how search works, and the sections. */
export default function Search() {
  return (
    <>
      <Hero eyebrow={searchHero.eyebrow} title={searchHero.title} lead={searchHero.lead} />
      <Section labelledBy="search-sections-heading" tone="muted">
        <div className="mx-auto mb-10 max-w-3xl rounded-lg border bg-card p-6 text-card-foreground">
          <h2 className="text-lg font-semibold">{searchNoScript.heading}</h2>
          <p className="mt-2 text-muted-foreground">{searchNoScript.text}</p>
        </div>
        <SectionHeading id="search-sections-heading" title={searchSectionsHeading} />
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-5">
          {searchSectionGroups.map((group) => (
            <section key={group.label} aria-labelledby={`search-group-${group.label}`}>
              <h3 id={`search-group-${group.label}`} className="font-semibold">
                {group.label}
              </h3>
              <ul className="mt-3 grid gap-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="text-primary hover:underline">
                      {link.label}
                    </Link>
                    {link.description ? (
                      <span className="block text-sm text-muted-foreground">
                        {link.description}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
