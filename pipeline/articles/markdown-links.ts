// The links in an article's Markdown text, held to the rule every other link of the site
// follows (app/content/rules.ts `linkProblem`): a page of this site, a #section or an
// https:// address; an article may also give a mailto: address. Checked when the build
// reads an article and when the editor saves one, in the same words.
import { Marked, type Token } from "marked";
import { isSitePage, linkProblem } from "../../app/content/rules.ts";
import { type LocaleCode, pathInLocale } from "../../app/lib/locales.js";

/** What is wrong with each link of `markdown`, one sentence each (empty when all are fine). */
export function markdownLinkProblems(markdown: string): string[] {
  const marked = new Marked({ gfm: true });
  const problems: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token: Token) => {
    if (token.type !== "link") return;
    const href = String(token.href ?? "");
    if (href.startsWith("mailto:")) return;
    const problem = linkProblem(href);
    if (problem) problems.push(`${problem} (the link “${token.text}”)`);
  });
  return problems;
}

/**
 * A body's links to the site's pages and articles led to `locale`'s version of each page
 * (every page exists under each prefix, articles included): `/pricing` is `/de/pricing`.
 * Links to other sites, #sections of the article itself, mailto: and the site's files
 * (`/rss.xml`) are left as they are.
 */
export function linksInLanguage(html: string, locale: LocaleCode): string {
  if (locale === "en") return html;
  return html.replace(/(<a href=")(\/[^"]*)"/g, (whole, start: string, href: string) =>
    isSitePage(href) ? `${start}${pathInLocale(href, locale)}"` : whole,
  );
}
