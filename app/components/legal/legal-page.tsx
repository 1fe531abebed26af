import { Fragment, type ReactNode } from "react";
import type { z } from "zod";
import type { legalPageSchema } from "~/content/schemas";
import { formatDate } from "~/lib/format-date";
import { m } from "~/paraglide/messages.js";

type LegalPageData = z.infer<typeof legalPageSchema>;

/**
 * A legal page: its title and "last updated" date, its lead, then its sections. `inside`
 * adds blocks to the end of sections by id (the privacy page's form), `after` puts blocks
 * after them (its list of what each form keeps).
 */
export function LegalPage({
  page,
  inside = {},
  after = {},
}: {
  page: LegalPageData;
  inside?: Record<string, ReactNode>;
  after?: Record<string, ReactNode>;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 id="page-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        {page.title}
      </h1>
      <p className="mt-3 text-sm text-muted-foreground">
        {m.legal_last_updated()} <time dateTime={page.updated}>{formatDate(page.updated)}</time>
      </p>
      <p className="mt-6 text-lg text-pretty text-muted-foreground">{page.lead}</p>
      {page.sections.map((section) => (
        <Fragment key={section.id}>
          <LegalSection section={section}>{inside[section.id]}</LegalSection>
          {after[section.id]}
        </Fragment>
      ))}
    </article>
  );
}

function LegalSection({
  section,
  children,
}: {
  section: LegalPageData["sections"][number];
  children?: ReactNode;
}) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12">
      <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-pretty">
          {paragraph}
        </p>
      ))}
      {section.items ? (
        <ul className="mt-4 grid list-disc gap-2 ps-6">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  );
}
