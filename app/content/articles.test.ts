// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ArticleCollection,
  articlePagePaths,
  loadArticles,
  tagPath,
  WORDS_PER_MINUTE,
} from "../../pipeline/articles/collection";

/**
 * The real articles in content/articles, as the pages get them: in the order the lists show,
 * with a reading time and a table of contents that matches the text. What the articles say,
 * how many there are and how long they run is the editors' (content/articles).
 */
let articles: ArticleCollection;
beforeAll(async () => {
  articles = await loadArticles(process.cwd());
});

const all = () => [...articles.blog, ...articles.guides, ...articles.changelog];
const difficultyOrder = ["Beginner", "Intermediate", "Advanced"];

describe("the articles", () => {
  it("give the blog and the guides something to list (docs/spec/site-spec.md §2.16)", () => {
    expect(articles.blog.length).toBeGreaterThan(0);
    expect(articles.guides.length).toBeGreaterThan(0);
  });

  it("list blog posts and changelog entries newest first", () => {
    for (const list of [articles.blog, articles.changelog]) {
      const dates = list.map((article) => article.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it("list guides easiest first, oldest first within a level", () => {
    const order = articles.guides.map((g) => [difficultyOrder.indexOf(g.difficulty), g.date]);
    expect(order).toEqual(
      [...order].sort(([a, aDate], [b, bDate]) =>
        a === b ? String(aDate).localeCompare(String(bDate)) : Number(a) - Number(b),
      ),
    );
  });

  it("each have a reading time to match their length, a minute at least", () => {
    for (const article of all()) {
      expect(article.words, article.path).toBeGreaterThan(0);
      expect(article.readingMinutes, article.path).toBe(
        Math.max(1, Math.ceil(article.words / WORDS_PER_MINUTE)),
      );
    }
  });

  it("give every tag in use a page of its own", () => {
    const pages = new Set(articlePagePaths(process.cwd()));
    for (const tag of new Set(all().flatMap((article) => article.tags)))
      expect(pages.has(tagPath(tag)), tag).toBe(true);
  });

  it("link only to anchors they have, and list only those in their table of contents", () => {
    for (const article of all()) {
      const ids = new Set([...article.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      for (const [, anchor] of article.html.matchAll(/href="#([^"]+)"/g))
        expect(ids.has(anchor), `${article.path} #${anchor}`).toBe(true);
      expect(article.toc.map((entry) => entry.id).every((id) => ids.has(id))).toBe(true);
    }
  });
});
