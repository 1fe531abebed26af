// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ArticleCollection,
  loadArticles,
  readKind,
  splitFrontMatter,
} from "../../pipeline/articles/collection";
import { articleTags } from "./article-tags";

/**
 * The real articles in content/articles: enough of them, long enough, and written
 * once. The blog keeps the posts its list showed before it was built from these files.
 */
let articles: ArticleCollection;
beforeAll(async () => {
  articles = await loadArticles(process.cwd());
});

const all = () => [...articles.blog, ...articles.guides, ...articles.changelog];

/** Prose paragraphs of a Markdown body: no headings, code, tables or list markers. */
function paragraphs(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, "");
  return withoutCode
    .split(/\n\s*\n/)
    .flatMap((block) => block.split(/\n(?=\s*(?:[-*]|\d+\.)\s)/))
    .map((block) =>
      block
        .replace(/^\s*(?:[-*]|\d+\.)\s+/, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((block) => block && !block.startsWith("#") && !block.startsWith("|"));
}

describe("the articles", () => {
  it("are at least 8 blog posts, 6 guides and 5 changelog entries", () => {
    expect(articles.blog.length).toBeGreaterThanOrEqual(8);
    expect(articles.guides.length).toBeGreaterThanOrEqual(6);
    expect(articles.changelog.length).toBeGreaterThanOrEqual(5);
  });

  it("keep the eight posts the blog listed, with their authors and dates, newest first", () => {
    expect(articles.blog.slice(0, 8).map((p) => [p.title, p.author, p.date])).toEqual([
      ["Five automations every project team should switch on first", "Maya Okafor", "2026-11-17"],
      ["Running the Monday review from a single dashboard", "Daniel Brooks", "2026-11-10"],
      [
        "From spreadsheet to pipeline: moving a sales team onto boards",
        "Lucía Fernández",
        "2026-11-03",
      ],
      ["Status updates people actually read", "Tom Achterberg", "2026-10-27"],
      ["Designing board permissions for agencies and their clients", "Priya Sen", "2026-10-20"],
      [
        "What a good hand-off between design and engineering looks like",
        "Maya Okafor",
        "2026-10-13",
      ],
      [
        "Webhooks or polling? How your integration should hear about changes",
        "Jonas Weber",
        "2026-10-06",
      ],
      ["A hiring pipeline that keeps every candidate informed", "Aisha Bello", "2026-09-29"],
    ]);
  });

  it("keep the three guides and their levels, and cover every level, easiest first", () => {
    const levels = Object.fromEntries(articles.guides.map((g) => [g.title, g.difficulty]));
    expect(levels).toMatchObject({
      "Getting Started with Flowboard": "Beginner",
      "Automating Cross-Team Workflows": "Intermediate",
      "Building Integrations with the Flowboard API": "Advanced",
    });
    const order = articles.guides.map((g) => g.difficulty);
    expect(order[0]).toBe("Beginner");
    expect(order.at(-1)).toBe("Advanced");
    expect(new Set(order)).toEqual(new Set(["Beginner", "Intermediate", "Advanced"]));
  });

  it("each have at least 400 words of prose, and a reading time to match", () => {
    for (const article of all()) {
      expect(article.words, article.path).toBeGreaterThanOrEqual(400);
      expect(article.readingMinutes, article.path).toBe(Math.ceil(article.words / 220));
    }
  });

  it("never repeat a paragraph, within an article or across them", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    const sources = (["blog", "guides", "changelog"] as const).flatMap((kind) =>
      readKind(process.cwd(), kind),
    );
    for (const { file, source } of sources) {
      for (const paragraph of paragraphs(splitFrontMatter(source)?.body ?? "")) {
        const key = paragraph.toLowerCase();
        const first = seen.get(key);
        if (first) repeats.push(`${file} repeats ${first}: "${paragraph.slice(0, 60)}"`);
        else seen.set(key, file);
      }
    }
    expect(seen.size).toBeGreaterThan(300);
    expect(repeats).toEqual([]);
  });

  it("file every tag of app/content/article-tags.ts, so no tag page is empty", () => {
    const used = new Set(all().flatMap((article) => article.tags));
    expect(articleTags.filter((tag) => !used.has(tag.slug)).map((tag) => tag.slug)).toEqual([]);
  });

  it("give long pieces a table of contents and link only to anchors they have", () => {
    for (const article of all()) {
      const ids = new Set([...article.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      for (const [, anchor] of article.html.matchAll(/href="#([^"]+)"/g))
        expect(ids.has(anchor), `${article.path} #${anchor}`).toBe(true);
      expect(article.toc.map((entry) => entry.id).every((id) => ids.has(id))).toBe(true);
    }
    expect(articles.blog.every((post) => post.toc.length >= 3)).toBe(true);
  });
});
