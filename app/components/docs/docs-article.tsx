import { Icon } from "~/components/icon";
import { Link } from "~/components/ui/site-link";
import type { DocsSection } from "~/content/schemas";
import { WrappingCodeBlock } from "./wrapping-code-block";

/** One chapter of the docs hub: what it covers, short answers, and where to read more. */
export function DocsArticle({ section }: { section: DocsSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="border-b pb-12 last:border-b-0">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {section.title}
      </h2>
      <p className="mt-3 text-lg text-muted-foreground">{section.lead}</p>
      <dl className="mt-6 grid gap-5 sm:grid-cols-2">
        {section.topics.map((topic) => (
          <div key={topic.title} className="rounded-lg border bg-card p-5">
            <dt className="font-semibold">{topic.title}</dt>
            <dd className="mt-1 text-sm text-muted-foreground">{topic.text}</dd>
          </div>
        ))}
      </dl>
      {section.sample ? <WrappingCodeBlock {...section.sample} /> : null}
      {section.links.length > 0 ? (
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
          {section.links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="inline-flex items-center gap-1 rounded-sm font-semibold text-primary hover:underline"
              >
                {link.label}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
