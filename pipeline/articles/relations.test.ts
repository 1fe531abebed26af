import { describe, expect, it } from "vitest";
import type { BlogPostSummary, FullArticle } from "../../app/content/article-types";
import { inLanguage } from "./relations";

type Post = FullArticle<BlogPostSummary>;
const post = (slug: string, lang: "en" | "de", html: string) =>
  ({ slug, lang, kind: "blog", html, path: `/resources/blog/${slug}` }) as unknown as Post;

describe("a kind's articles as a language reads them", () => {
  const english = [
    post("one", "en", '<p><a href="/pricing">plans</a> <a href="#a">a</a></p>'),
    post("two", "en", '<p><a href="/pricing">plans</a></p>'),
  ];
  const german = [post("two", "de", '<p><a href="/de/pricing">Tarife</a></p>')];

  it("is the translation where there is one, else the English with its links in the language", () => {
    const read = inLanguage(english, german, "de");
    expect(read[1]).toBe(german[0]);
    expect(read[0]).toMatchObject({
      slug: "one",
      lang: "en",
      shownIn: "de",
      html: '<p><a href="/de/pricing">plans</a> <a href="#a">a</a></p>',
    });
    // The English list itself is not changed.
    expect(english[0]).not.toHaveProperty("shownIn");
  });

  it("in English is the English articles as they are", () => {
    expect(inLanguage(english, [], "en")).toEqual(english);
  });
});
