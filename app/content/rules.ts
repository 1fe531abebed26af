import { readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { articlePages, pages } from "../lib/page-table.js";
import { normalizePathname } from "../lib/path-match.js";

// The rules every content file shares, in one place: the build (pipeline/content), the
// content check (registry.test.ts) and the editor's fields (pipeline/content/editor-config.ts)
// read them, so a rule is written once. Only Node reads this module, never the browser.

/**
 * A headline the layout holds. Limits come from the design: at 320 px a hero title of this
 * many characters wraps to at most four lines, a section heading to three.
 */
export const headlineLimits = { hero: 80, section: 70, card: 48 } as const;
/**
 * A button's label stays on one line (buttons do not wrap): at 320 px the largest button
 * holds 32 characters of ordinary words (tests/e2e/content-limits.spec.ts), so 30.
 */
export const buttonLabelLimit = 30;

export const headline = (kind: keyof typeof headlineLimits) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(
      headlineLimits[kind],
      `must be at most ${headlineLimits[kind]} characters: longer does not fit the layout`,
    );

const articleFolder = (kind: string) => path.join(process.cwd(), "content/articles", kind);
function articleSlugs(kind: string): string[] {
  try {
    return readdirSync(articleFolder(kind))
      .filter((file) => file.endsWith(".md"))
      .map((file) => file.slice(0, -3));
  } catch {
    return [];
  }
}

/** Every path a link on the site may point to: its pages, its articles and their tags. */
export function knownSitePaths(): Set<string> {
  const paths = new Set(pages.map((page) => page.path));
  for (const page of articlePages) {
    if (page.shows === "blog" || page.shows === "guides") {
      for (const slug of articleSlugs(page.shows)) paths.add(page.path.replace(":slug", slug));
    }
  }
  return paths;
}

let known: Set<string> | undefined;
/** True when `href` names a page of this site (any #anchor is checked on the built pages). */
export function isSitePage(href: string): boolean {
  known ??= knownSitePaths();
  const page = href.split(/[?#]/)[0] ?? "";
  return (
    page === "" ||
    known.has(normalizePathname(page)) ||
    /^\/resources\/blog\/tags\/[a-z0-9-]+$/.test(page)
  );
}

/**
 * What is wrong with a link, or undefined when it is fine: a page of this site (with an
 * optional query or #anchor), a #section of the same page, or an https:// address.
 */
export function linkProblem(href: string): string | undefined {
  if (href.startsWith("/")) {
    if (!/^\/[a-z0-9/#?=&-]*$/.test(href)) return "must be a path of this site, such as /pricing";
    return isSitePage(href) ? undefined : `${href.split(/[?#]/)[0]} is not a page of this site`;
  }
  if (href.startsWith("#"))
    return /^#[a-z0-9-]+$/.test(href)
      ? undefined
      : "must be a #section name in lower case, such as #faq";
  try {
    if (new URL(href).protocol === "https:") return undefined;
  } catch {}
  return "must be a page of this site (such as /pricing), a #section or an https:// address";
}

/**
 * A list whose items the page tells apart by `key`: each value must be unique, and a repeat
 * is named with where it stands, e.g. `features[4].id: "sales-crm" is used twice: each
 * feature needs its own id`.
 */
export const uniqueBy =
  <Item>(key: keyof Item & string, what: string) =>
  (items: readonly Item[], context: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (seen.has(item[key]))
        context.addIssue({
          code: "custom",
          path: [index, key],
          message: `"${String(item[key])}" is used twice: each ${what} needs its own ${key}`,
        });
      seen.add(item[key]);
    });
  };

/**
 * A list of words or ids, each allowed once: a repeat is named with where it stands, in
 * the words `repeated` gives it.
 */
export const distinctItems =
  (repeated: (item: string) => string) => (items: readonly string[], context: z.RefinementCtx) => {
    items.forEach((item, index) => {
      if (items.indexOf(item) !== index)
        context.addIssue({ code: "custom", path: [index], message: repeated(item) });
    });
  };
