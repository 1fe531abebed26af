// The words of a page that only search engines and link cards show (its title, description
// and social picture), drawn above the preview from the tags the page's own `meta` makes
// (app/lib/meta.ts pageMeta), so a field added to a page's meta shows here with no change.
import type { MetaDescriptor } from "react-router";

/** The content of the first tag named `name` (a `name` or `property` attribute). */
function contentOf(tags: MetaDescriptor[], name: string): string | undefined {
  for (const tag of tags) {
    const record = tag as Record<string, unknown>;
    if ((record.name === name || record.property === name) && typeof record.content === "string")
      return record.content;
  }
  return undefined;
}

/** The picture's path on this server: the tags name it at the site's own address. */
const pathOf = (address: string) => {
  try {
    return new URL(address).pathname;
  } catch {
    return address;
  }
};

export function SearchCard({ tags, problem }: { tags: MetaDescriptor[]; problem?: string }) {
  const title = tags.find((tag): tag is { title: string } => "title" in tag)?.title;
  const description = contentOf(tags, "description");
  const cardTitle = contentOf(tags, "og:title");
  const cardDescription = contentOf(tags, "og:description");
  const image = contentOf(tags, "og:image");
  const alt = contentOf(tags, "og:image:alt");
  if (!title && !description && !image && !problem) return null;
  return (
    <aside
      aria-labelledby="preview-search-card"
      className="border-b border-border bg-muted px-4 py-4 text-sm sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-start gap-6">
        <div className="min-w-0 flex-1 basis-80">
          <h2
            id="preview-search-card"
            className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            In search results and link cards
          </h2>
          {problem ? (
            <p role="alert" className="mt-2">
              These cannot be made with the values as they are ({problem}). Saving checks them.
            </p>
          ) : null}
          {title ? <p className="mt-2 text-lg font-semibold text-primary">{title}</p> : null}
          {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
          {cardTitle && cardTitle !== title ? (
            <p className="mt-2">Link card title: {cardTitle}</p>
          ) : null}
          {cardDescription && cardDescription !== description ? (
            <p className="mt-1">Link card description: {cardDescription}</p>
          ) : null}
        </div>
        {image ? (
          <figure className="w-64 shrink-0">
            <img
              src={pathOf(image)}
              alt={alt ?? ""}
              width={256}
              height={134}
              className="h-auto w-full rounded border border-border"
            />
            {alt ? (
              <figcaption className="mt-1 text-xs text-muted-foreground">
                Picture described as: {alt}
              </figcaption>
            ) : null}
          </figure>
        ) : null}
      </div>
    </aside>
  );
}
