import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

export interface PageMetaInput {
  /** The page's own title; the site name is appended by the template. */
  title: string;
  description: string;
  /** The page's path, e.g. "/features"; the canonical URL is built from the site origin. */
  path: string;
  /** Leave the page out of search indexes (the not-found page). */
  noindex?: boolean;
  /** Open Graph type: "website" for most pages, "article" for posts. */
  type?: "website" | "article";
}

export const titleTemplate = (title: string) =>
  title === site.name ? `${site.name} | ${site.tagline}` : `${title} | ${site.name}`;

export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).toString();
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  noindex = false,
  type = "website",
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = titleTemplate(title);
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
    );
  }
  return tags;
}
