import type { DocsSection } from "~/content/schemas";

/** The on-page table of contents: plain anchor links, so the browser scrolls below the header. */
export function DocsToc({
  label,
  sections,
}: {
  label: string;
  sections: readonly Pick<DocsSection, "id" | "title">[];
}) {
  return (
    <nav
      aria-labelledby="docs-toc-heading"
      className="rounded-lg border bg-card p-5 lg:sticky lg:top-24"
    >
      <h2 id="docs-toc-heading" className="text-sm font-semibold tracking-wide uppercase">
        {label}
      </h2>
      <ol className="mt-3 grid gap-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
