import { describe, expect, it } from "vitest";
import { linksInLanguage, markdownLinkProblems } from "./markdown-links.ts";

describe("the links in an article's text", () => {
  it("accepts a page of the site, a #section, https:// and mailto:", () => {
    expect(
      markdownLinkProblems(
        "See [pricing](/pricing), [the FAQ](/pricing#faq), [below](#next), [docs](https://example.com/x) and [mail](mailto:team@example.com).",
      ),
    ).toEqual([]);
  });

  it("refuses a page the site does not have, in the words every other link is refused in", () => {
    expect(
      markdownLinkProblems("Read [our plans](/nope) first.\n\n## More\n\n[x](http://a.b)"),
    ).toEqual([
      "/nope is not a page of this site (the link “our plans”)",
      "must be a page of this site (such as /pricing), a #section or an https:// address (the link “x”)",
    ]);
  });
});

describe("an article body's links under another language's prefix", () => {
  const html =
    '<p><a href="/pricing#faq">plans</a>, <a href="/resources/blog/tags/api">API posts</a>, ' +
    '<a href="/">home</a>, <a href="#setup">below</a>, <a href="https://example.com/x">docs</a>, ' +
    '<a href="mailto:team@example.com">mail</a>, <a href="/resources/blog/rss.xml">feed</a></p>';

  it("lead to that language's pages; anchors, other sites, mail and files stay", () => {
    expect(linksInLanguage(html, "de")).toBe(
      '<p><a href="/de/pricing#faq">plans</a>, <a href="/de/resources/blog/tags/api">API posts</a>, ' +
        '<a href="/de">home</a>, <a href="#setup">below</a>, <a href="https://example.com/x">docs</a>, ' +
        '<a href="mailto:team@example.com">mail</a>, <a href="/resources/blog/rss.xml">feed</a></p>',
    );
  });

  it("are left as they are in English", () => {
    expect(linksInLanguage(html, "en")).toBe(html);
  });
});
