import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import {
  type LocaleCode,
  localeNamed,
  locales,
  pathInLocale,
  pathWithoutLocale,
} from "~/lib/locales.js";
import { pageLocale } from "~/lib/localized-content";
import { normalizePathname, sitePaths } from "~/lib/site-paths";
import { m } from "~/paraglide/messages.js";

export interface PageMetaInput {
  /** The page's own title; the site name is appended by the template. */
  title: string;
  description: string;
  /**
   * The page's path, e.g. "/features" (a route passes its location's, so the table of pages
   * stays the one place a path is written); the canonical URL is built from the site origin.
   */
  path: string;
  /** Leave the page out of search indexes (the not-found page). */
  noindex?: boolean;
  /** Open Graph type: "website" for most pages, "article" for posts. */
  type?: "website" | "article";
  /** The page's own link-preview picture (an article's), instead of the site's card. */
  image?: { path: string; alt: string };
  /**
   * The page's "Search and social" fields (pageMetaSchema in app/content/page-pieces.ts): a
   * description or picture an editor filled wins over `description` (the page's lead) and
   * the site's card; left empty, the page keeps those.
   */
  meta?: PageOwnMeta;
  /**
   * The page this one is a copy of (an English article shown inside another language's
   * page): the canonical URL and og:url name it, and no hreflang link is written.
   */
  canonicalPath?: string;
  /**
   * The languages a page outside the table is written in (an article and its
   * translations), for its hreflang links; a page of the table is in every language.
   */
  languages?: readonly LocaleCode[];
  /** Tags after the standard ones: an article's dates and JSON-LD, feed links. */
  extra?: MetaDescriptor[];
  /**
   * The title of the nearest page above this one, in the page's language: its crumb in the
   * breadcrumb. Without it, that crumb reads as its path segment ("Blog", on English-only
   * pages).
   */
  parentTitle?: string;
}

/** What an editor may fill in a page's "Search and social" group besides its title. */
export interface PageOwnMeta {
  description?: string;
  /** Uploaded under public/media/: a PNG or JPEG of any size. */
  image?: { src: string; alt: string };
}

/** The picture link previews show for every page (rendered by scripts/render-social-image.mjs). */
export const socialImage = {
  path: "/social-card.png",
  width: 1200,
  height: 630,
  /** Read when a page's tags are made, in the language of that page. */
  get alt() {
    return `${site.name}: ${site.tagline}. ${site.socialImageAlt}`;
  },
};

/** A square raster logo for search engines (the favicon is SVG). */
export const logoImagePath = "/logo.png";

/**
 * "Features | Flowboard"; the home page's "Flowboard | <tagline>"; a title that already
 * names the brand ("Flowboard for Startups") stands as it is, so the brand never doubles.
 */
export const titleTemplate = (title: string) => {
  if (title === site.name) return `${site.name} | ${site.tagline}`;
  // The German name may carry soft hyphens (decision 035); an English article's title has none.
  const plain = (text: string) => text.replaceAll("\u00AD", "");
  return plain(title).includes(plain(site.name)) ? title : `${title} | ${site.name}`;
};

export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).toString();
}

export type JsonLd = Extract<MetaDescriptor, { "script:ld+json": unknown }>["script:ld+json"];

/** schema.org Organization: who publishes the site (on the home page). */
export function organizationJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl(logoImagePath),
    description: site.description,
    foundingDate: String(site.foundedYear),
    email: site.address.email,
  };
}

const pagePaths = new Set<string>(sitePaths);

/** schema.org WebPage: the page's name and the language it is written in. */
function webPageJsonLd(name: string, description: string, url: string, inLanguage: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name,
    description,
    url,
    inLanguage,
    isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl("/") },
  };
}

/** "developer-tools" reads as "Developer tools". */
const segmentName = (segment: string) => {
  const words = segment.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The trail to a nested page ("/features/sales-crm": Home, Features, the page's title), or
 * undefined for a top-level page. Only real pages (`pages`, by default every path in
 * site-paths) become crumbs: "/solutions" is not one, so "/solutions/enterprise/security"
 * reads Home, Enterprise, then the page. The nearest parent is named `parentTitle` when
 * given, any other after its path segment; the home page in the language of the page.
 */
export function breadcrumbTrail(
  path: string,
  title: string,
  pages: ReadonlySet<string> = pagePaths,
  parentTitle?: string,
): { name: string; path: string }[] | undefined {
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return undefined;
  const crumbs = segments
    .slice(0, -1)
    .map((segment, index) => ({
      name: segmentName(segment),
      path: `/${segments.slice(0, index + 1).join("/")}`,
    }))
    .filter((crumb) => pages.has(crumb.path));
  const nearest = crumbs.at(-1);
  if (nearest && parentTitle) nearest.name = parentTitle;
  return [{ name: m.breadcrumb_home(), path: "/" }, ...crumbs, { name: title, path }];
}

/** schema.org BreadcrumbList for a nested page. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for one page, with the
 * default social image; JSON-LD for the Organization on the home page and a BreadcrumbList
 * on nested pages.
 */
export function pageMeta({
  title,
  description: pageLead,
  path: givenPath,
  noindex = false,
  type = "website",
  image: givenImage,
  meta,
  extra = [],
  parentTitle,
  canonicalPath,
  languages,
}: PageMetaInput): MetaDescriptor[] {
  // An emptied field is no description: the page's lead stands.
  const description = meta?.description?.trim() || pageLead;
  const uploaded = meta?.image;
  const ownImage = givenImage ?? (uploaded && { path: uploaded.src, alt: uploaded.alt });
  // A route may name its English path (the table's): the page is in the language rendered.
  const englishPath = pathWithoutLocale(normalizePathname(givenPath));
  const locale = localeNamed(pageLocale());
  const path = pathInLocale(englishPath, locale.code);
  const fullTitle = titleTemplate(title);
  const url = absoluteUrl(canonicalPath ?? path);
  const image = absoluteUrl(ownImage?.path ?? socialImage.path);
  const imageAlt = ownImage?.alt ?? socialImage.alt;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: locale.ogLocale },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    ...imageFormatTags(givenImage || !uploaded ? undefined : uploaded.src),
    { property: "og:image:alt", content: imageAlt },
    // X reads the title, description and picture from the Open Graph tags above when its
    // own are absent; the card's size and the picture's alternative it reads only from its own.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (noindex) {
    tags.push({ name: "robots", content: "noindex" });
    return withoutSoftHyphens(tags);
  }
  tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  // A page of the table exists in every language: each names the others, and English is
  // the default for a reader whose language the site does not have. An article names the
  // languages it is written in; a copy of another page names none.
  const written = canonicalPath
    ? []
    : pagePaths.has(englishPath)
      ? locales
      : locales.filter((other) => languages?.includes(other.code));
  if (written.length > 1) {
    for (const other of written) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: other.lang,
        href: absoluteUrl(pathInLocale(englishPath, other.code)),
      });
      if (other.code !== locale.code)
        tags.push({ property: "og:locale:alternate", content: other.ogLocale });
    }
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(englishPath),
    });
  }
  tags.push({ "script:ld+json": webPageJsonLd(fullTitle, description, url, locale.lang) });
  if (englishPath === "/") tags.push({ "script:ld+json": organizationJsonLd() });
  const trail = breadcrumbTrail(englishPath, title, pagePaths, parentTitle);
  if (trail)
    tags.push({
      "script:ld+json": breadcrumbJsonLd(
        trail.map((crumb) => ({ ...crumb, path: pathInLocale(crumb.path, locale.code) })),
      ),
    });
  tags.push(...extra);
  return withoutSoftHyphens(tags);
}

/**
 * The picture's type and size: those of the site's card (and of an article's card, drawn the
 * same size), or for an editor's upload its type alone, since its size is whatever was uploaded.
 */
function imageFormatTags(uploadedSrc: string | undefined): MetaDescriptor[] {
  if (uploadedSrc)
    return [
      {
        property: "og:image:type",
        content: /\.png$/i.test(uploadedSrc) ? "image/png" : "image/jpeg",
      },
    ];
  return [
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
  ];
}

/**
 * The tags without the soft hyphens German words carry for line breaking (docs/decisions/035):
 * a title, a description or JSON-LD is read, not laid out in a column.
 */
function withoutSoftHyphens(tags: MetaDescriptor[]): MetaDescriptor[] {
  return JSON.parse(JSON.stringify(tags).replaceAll("\u00AD", ""));
}
