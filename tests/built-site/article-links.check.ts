import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Marked, type Token } from "marked";
import { describe, expect, test } from "vitest";
import { isSitePage } from "../../app/content/rules";
import { type LocaleCode, pathInLocale, prefixedLocales } from "../../app/lib/locales.js";
import { articlePath } from "../../app/lib/page-table.js";
import { parseArticleFile, readKind } from "../../pipeline/articles/collection";
import { buildRoot, clientRootOf } from "../../server/build-paths.mjs";
import { parsePage } from "./page-checks";

/*
 * An English article shown under another language's prefix (it has no translation there)
 * keeps its reader in that language: its links to the site's pages and articles lead to the
 * language's version of each page, in the prerendered page and in the body a client-side
 * navigation fetches; links to other sites and to its own sections stay as written
 * (docs/decisions/055). The articles and their links are read from the content files.
 */

const root = process.cwd();
const clientDir = clientRootOf(path.resolve(process.env.BUILD_DIR ?? buildRoot));

/** The links of a Markdown body, in order, as the writer typed them. */
function markdownLinks(markdown: string): string[] {
  const marked = new Marked({ gfm: true });
  const hrefs: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token: Token) => {
    if (token.type === "link") hrefs.push(String(token.href));
  });
  return hrefs;
}

/** Each published English post and guide with links in its body and no translation in `code`. */
function untranslatedWithLinks(code: LocaleCode) {
  return (["blog", "guides"] as const).flatMap((kind) =>
    readKind(root, kind).flatMap((source) => {
      const parsed = parseArticleFile(kind, source);
      if (!("frontMatter" in parsed) || !parsed.frontMatter || parsed.frontMatter.draft) return [];
      const slug = parsed.slug as string;
      const translation = `content/translations/${code}/articles/${kind}/${slug}.md`;
      if (existsSync(path.join(root, translation))) return [];
      const links = markdownLinks(parsed.body ?? "");
      return links.length ? [{ kind, slug, links }] : [];
    }),
  );
}

/** What a link of the English Markdown should read under `code`'s prefix. */
const expectedUnder = (href: string, code: LocaleCode) =>
  href.startsWith("/") && isSitePage(href) ? pathInLocale(href, code) : href;

/** The links of an article body's HTML, the headings' links to themselves left out. */
function bodyLinks(html: string): string[] {
  const document = parsePage(`<!doctype html><body>${html}</body>`);
  return [...document.querySelectorAll("a:not(.heading-anchor)")].map(
    (link) => link.getAttribute("href") ?? "",
  );
}

describe.each(prefixedLocales.map((locale) => locale.code))(
  "an English article under /%s",
  (code) => {
    const articles = untranslatedWithLinks(code);

    test("links to the site's pages under the prefix, other links as written", () => {
      // So that the check checks something: the content has such a link under /de today.
      if (code === "de")
        expect(
          articles.some(({ links }) => links.some((href) => href.startsWith("/"))),
          "an untranslated English article with a link to a page of the site",
        ).toBe(true);
      for (const { kind, slug, links } of articles) {
        const route = pathInLocale(articlePath(kind, slug), code);
        const page = parsePage(
          readFileSync(path.join(clientDir, route.slice(1), "index.html"), "utf8"),
        );
        const body = page.querySelector(".article-body");
        expect(body, `${route} has an article body`).not.toBeNull();
        const shown = bodyLinks(body?.innerHTML ?? "");
        const expected = links.map((href) => expectedUnder(href, code));
        expect(shown, route).toEqual(expected);
        for (const href of shown.filter((href) => href.startsWith("/")))
          expect(href.startsWith(`/${code}/`), `${route}: ${href}`).toBe(true);
        // The body a client-side navigation to the page fetches says the same.
        const fetched = JSON.parse(
          readFileSync(path.join(clientDir, "articles", kind, `${slug}.${code}.json`), "utf8"),
        ) as { html: string };
        expect(bodyLinks(fetched.html), `${route} (fetched body)`).toEqual(expected);
      }
    });
  },
);
