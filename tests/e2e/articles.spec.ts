import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { site } from "../../app/content/site";
import {
  type ArticleFront,
  articlesOf,
  englishMessage,
  siteContent,
} from "../support/site-content";
import { builtRoutes, expect, test } from "./fixtures";

/**
 * The articles (docs/decisions/010) as a reader meets them, at both widths: a post opened from the
 * blog list with its byline, tags and table of contents; a heading anchor followed by
 * mouse and keyboard; previous/next, related posts and a tag page; a guide with its level
 * and highlighted code; the changelog's anchors; and the feeds and social images the
 * server sends. Every page's axe scan, no-JavaScript reading and links: every-route.spec.ts.
 *
 * Which posts there are, what they say and who wrote them is the editors' (content/articles):
 * the tests pick their posts from the collection as the lists order it.
 */

const blogCopy = siteContent("resources/blog.json");
const guidesCopy = siteContent("resources/guides.json");
const changelogCopy = siteContent("pages/changelog.json");
const authors: { name: string; role: string }[] = siteContent("articles/authors.json").authors;
const tags: { slug: string; label: string }[] = siteContent("articles/tags.json").tags;
const feedTitles = siteContent("articles/feeds.json");
const blog = articlesOf("blog");
const guides = articlesOf("guides");
const changelog = articlesOf("changelog");

const bodyOf = (kind: string, article: ArticleFront) =>
  readFileSync(`content/articles/${kind}/${article.slug}.md`, "utf8").replace(
    /^---\r?\n[\s\S]*?\r?\n---\r?\n?/,
    "",
  );
const sectionsOf = (kind: string, article: ArticleFront) =>
  bodyOf(kind, article).match(/^## .+$/gm) ?? [];
/** The first words of an article's first paragraph, up to any markup. */
const openingOf = (kind: string, article: ArticleFront) => {
  const paragraph =
    bodyOf(kind, article)
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => /^[A-Za-z]/.test(block)) ?? "";
  return (
    paragraph
      .split(/[*_`[\]()<>]/)[0]
      ?.split(/\s+/)
      .slice(0, 5)
      .join(" ") ?? ""
  );
};
const tagLabel = (slug: string) => tags.find((tag) => tag.slug === slug)?.label ?? slug;
const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
const postPath = (post: ArticleFront) => `/resources/blog/${post.slug}`;
const pagerName = (noun: string) => englishMessage("article_pager_label").replace("{noun}", noun);

// The newest post (first in the list, no newer one after it) and the one before it; and a
// post the list shows at first that is long enough for a table of contents (three sections).
const [NEWEST, OLDER] = blog as [ArticleFront, ArticleFront];
const FIRST_POST = blog
  .slice(0, blogCopy.pageSize)
  .find((post) => sectionsOf("blog", post).length >= 3) as ArticleFront;
const FIRST_PATH = postPath(FIRST_POST);

const article = (page: Page) => page.getByRole("article", { name: FIRST_POST.title });
const contents = (page: Page) =>
  page.getByRole("navigation", { name: englishMessage("toc_heading") });

test.describe("a blog post @desktop", () => {
  test("opens from the blog list with its byline, tags, contents and full text", async ({
    page,
  }) => {
    await page.goto("/resources/blog");
    await page
      .getByRole("region", { name: blogCopy.listHeading })
      .getByRole("link", { name: FIRST_POST.title })
      .click();
    await expect(page).toHaveURL(FIRST_PATH);
    await expect(page).toHaveTitle(`${FIRST_POST.title} | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FIRST_POST.title);

    const post = article(page);
    const author = authors.find((entry) => entry.name === FIRST_POST.author);
    await expect(post.getByText(FIRST_POST.author, { exact: true })).toBeVisible();
    await expect(post.getByText(`, ${author?.role}`)).toBeVisible();
    await expect(post.locator("time").first()).toHaveAttribute("datetime", FIRST_POST.date);
    await expect(post.locator("time").first()).toHaveText(longDate(FIRST_POST.date));
    await expect(post.getByText(/^\d+ min read$/)).toBeVisible();
    const tagList = post.getByRole("list", { name: englishMessage("tags_label") });
    await expect(tagList.getByRole("link")).toHaveText(FIRST_POST.tags.map(tagLabel));

    // The body came with the client-side navigation: the whole text, not a placeholder.
    await expect(post.getByText(openingOf("blog", FIRST_POST)).first()).toBeVisible();
    // Every section of the file is in the page, and the contents lead with the first.
    const sections = sectionsOf("blog", FIRST_POST).map((line) => line.replace(/^##\s+/, ""));
    expect(await post.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(
      sections.length,
    );
    const entries = contents(page).getByRole("link");
    expect(await entries.count()).toBeGreaterThanOrEqual(sections.length);
    await expect(entries.first()).toHaveText(sections[0] ?? "");
    await expect(entries.first()).toBeVisible();
  });

  test("a table-of-contents entry and a heading's own link lead to the section", async ({
    page,
  }) => {
    await page.goto(FIRST_PATH);
    const entry = contents(page).getByRole("link").nth(1);
    const name = ((await entry.textContent()) ?? "").trim();
    const anchor = (await entry.getAttribute("href")) ?? "";
    expect(anchor).toMatch(/^#[a-z0-9-]+$/);
    const target = page.getByRole("heading", { level: 2, name, exact: true });
    await entry.click();
    await expect(page).toHaveURL(`${FIRST_PATH}${anchor}`);
    await expect(target).toBeInViewport();

    // The heading links to itself, so a reader can copy the address of a section.
    const own = target.getByRole("link");
    await expect(own).toHaveAttribute("href", anchor);
    await expect(own).toHaveAccessibleName(name);

    // And with the keyboard, at once, with smooth scrolling on: focus the last entry, press
    // Enter. A second section link used to stop short (fragment-history.ts says why).
    const last = contents(page).getByRole("link").last();
    const lastName = (await last.textContent()) ?? "";
    await last.focus();
    await expect(last).toBeFocused();
    await page.keyboard.press("Enter");
    const href = (await last.getAttribute("href")) ?? "";
    await expect.poll(() => new URL(page.url()).hash).toBe(href);
    await expect(page.getByRole("heading", { name: lastName, exact: true })).toBeInViewport();
  });

  test("previous and next lead through the blog, and related posts share its topics", async ({
    page,
  }) => {
    await page.goto(postPath(NEWEST));
    const pager = page.getByRole("navigation", { name: pagerName(blogCopy.postPage.noun) });
    // The newest post: only an older one before it.
    await expect(pager.getByRole("link", { name: /^Next post/ })).toHaveCount(0);
    const previous = pager.getByRole("link", { name: /^Previous post/ });
    await expect(previous).toContainText(OLDER.title);
    await previous.click();
    await expect(page).toHaveURL(postPath(OLDER));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(OLDER.title);
    await expect(page.getByRole("article", { name: OLDER.title })).toContainText(
      openingOf("blog", OLDER),
    );
    const next = page
      .getByRole("navigation", { name: pagerName(blogCopy.postPage.noun) })
      .getByRole("link", { name: /^Next post/ });
    await expect(next).toContainText(NEWEST.title);
    await next.click();
    await expect(page).toHaveURL(postPath(NEWEST));
    await expect(page.getByRole("article", { name: NEWEST.title })).toContainText(
      openingOf("blog", NEWEST),
    );

    const related = page.getByRole("region", { name: blogCopy.postPage.relatedHeading });
    const links = related.getByRole("link");
    await expect(links).not.toHaveCount(0);
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/resources\/blog\/[a-z0-9-]+$/);
      expect(href).not.toBe(postPath(NEWEST));
      expect(builtRoutes).toContain(href);
    }
  });

  test("a tag leads to its topic page, which lists the post with the guides and changes on it", async ({
    page,
  }) => {
    const tag = FIRST_POST.tags[0] ?? "";
    const label = tagLabel(tag);
    await page.goto(FIRST_PATH);
    await article(page)
      .getByRole("list", { name: englishMessage("tags_label") })
      .getByRole("link", { name: label, exact: true })
      .click();
    await expect(page).toHaveURL(`/resources/blog/tags/${tag}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(label);
    await expect(page).toHaveTitle(
      `${blogCopy.tagPage.metaTitle.replace("{tag}", label)} | ${site.name}`,
    );
    const posts = page.getByRole("region", { name: blogCopy.tagPage.postsHeading });
    await expect(posts.getByRole("link", { name: FIRST_POST.title })).toHaveAttribute(
      "href",
      FIRST_PATH,
    );
    const guide = guides.find((entry) => entry.tags.includes(tag));
    if (guide)
      await expect(
        page
          .getByRole("region", { name: blogCopy.tagPage.guidesHeading })
          .getByRole("link", { name: guide.title }),
      ).toBeVisible();
    const change = changelog.find((entry) => entry.tags.includes(tag));
    if (change)
      await expect(
        page
          .getByRole("region", { name: blogCopy.tagPage.changelogHeading })
          .getByRole("link", { name: change.title }),
      ).toHaveAttribute("href", `/changelog#${change.slug}`);
    // Only what is filed under the tag.
    const untagged = blog.find((post) => !post.tags.includes(tag));
    if (untagged) await expect(posts.getByRole("link", { name: untagged.title })).toHaveCount(0);
  });

  test("describes itself to search engines and link previews @desktop", async ({ page }) => {
    await page.goto(FIRST_PATH);
    const [posting] = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((block) => block["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: FIRST_POST.title,
      url: `${site.origin}${FIRST_PATH}`,
      datePublished: FIRST_POST.date,
      author: { "@type": "Person", name: FIRST_POST.author },
      publisher: { "@type": "Organization", name: site.name },
      image: `${site.origin}/og/blog/${FIRST_POST.slug}.png`,
    });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      FIRST_POST.date,
    );

    const image = await page.request.get(`/og/blog/${FIRST_POST.slug}.png`);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
    // Each post has a picture of its own.
    const otherPost = blog.find((post) => post.slug !== FIRST_POST.slug) as ArticleFront;
    const other = await page.request.get(`/og/blog/${otherPost.slug}.png`);
    expect(pngSize(await other.body())).toEqual({ width: 1200, height: 630 });
    expect((await other.body()).equals(await image.body())).toBe(false);
  });
});

test.describe("a guide @desktop", () => {
  test("opens from the guides list with its level, and its code highlighted by the build", async ({
    page,
  }) => {
    // A guide with code in it, and one before it in the list.
    const withCode = guides.find(
      (entry, index) => index > 0 && bodyOf("guides", entry).includes("```"),
    );
    if (!withCode) throw new Error("no guide after the first has a code sample");
    await page.goto("/resources/guides");
    await page
      .getByRole("region", { name: guidesCopy.listHeading })
      .getByRole("link", { name: withCode.title })
      .click();
    await expect(page).toHaveURL(`/resources/guides/${withCode.slug}`);
    const guide = page.getByRole("article", { name: withCode.title });
    await expect(guide.getByText(withCode.difficulty ?? "", { exact: true })).toBeVisible();
    await expect(guide.getByText(/^\d+ min read$/)).toBeVisible();

    const code = guide.locator("pre.code-block").first();
    await expect(code).toBeVisible();
    expect(await code.locator("span[class^='tok-']").count()).toBeGreaterThan(3);
    // Colours come from classes: nothing in the body needs a style attribute.
    await expect(guide.locator("[style]")).toHaveCount(0);
    // A keyword and a string are coloured differently.
    const colours = await code
      .locator("span[class^='tok-']")
      .evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
    expect(colours).toBeGreaterThan(1);

    const pager = page.getByRole("navigation", { name: pagerName("guide") });
    await expect(pager.getByRole("link", { name: /^Previous guide/ })).toBeVisible();
  });
});

test.describe("the changelog @desktop", () => {
  test("lists its entries, newest first, each with an anchor the contents lead to", async ({
    page,
  }) => {
    const [newest, second = newest] = changelog as [ArticleFront, ArticleFront?];
    await page.goto("/changelog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(changelogCopy.heading);
    const entries = page.getByRole("main").getByRole("article");
    await expect(entries).toHaveCount(changelog.length);
    await expect(entries.first().getByRole("heading", { level: 2 })).toHaveText(newest.title);
    const dates = await entries.evaluateAll((items) =>
      items.map((item) => item.querySelector("time")?.getAttribute("datetime") ?? ""),
    );
    expect(dates).toEqual([...dates].sort().reverse());

    const nav = page.getByRole("navigation", { name: changelogCopy.tocHeading });
    await nav.getByRole("link", { name: second.title }).click();
    await expect(page).toHaveURL(`/changelog#${second.slug}`);
    const entry = page.getByRole("article", { name: second.title });
    await expect(entry.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(entry.getByRole("link", { name: second.title })).toHaveAttribute(
      "href",
      `#${second.slug}`,
    );
    // Each entry's sections sit under its own title, with ids of their own.
    const sectionIds = await page
      .locator("main article h3[id]")
      .evaluateAll((headings) => headings.map((h) => h.id));
    expect(new Set(sectionIds).size).toBe(sectionIds.length);
  });

  test("an entry's anchor opens straight at it, with JavaScript and without @desktop", async ({
    page,
    browser,
  }) => {
    // The oldest entry: the furthest down the page.
    const oldest = changelog.at(-1) as ArticleFront;
    const target = `/changelog#${oldest.slug}`;
    const heading = (p: Page) => p.getByRole("heading", { level: 2, name: oldest.title });
    await page.goto(target);
    await expect(heading(page)).toBeInViewport();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: new URL(page.url()).origin,
    });
    const plain = await context.newPage();
    await plain.goto(target);
    await expect(heading(plain)).toBeInViewport();
    await context.close();
  });
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["item", "entry", "link"].includes(name),
});

const feeds = [
  {
    page: "/resources/blog",
    base: "/resources/blog",
    title: feedTitles.blog.title,
    count: blog.length,
  },
  {
    page: "/changelog",
    base: "/changelog",
    title: feedTitles.changelog.title,
    count: changelog.length,
  },
];

/** A built page or file behind an absolute URL on the site ("…/changelog#x" → "/changelog"). */
const builtPage = (url: string) => {
  expect(url.startsWith(`${site.origin}/`), url).toBe(true);
  return new URL(url).pathname;
};

test.describe("the feeds", () => {
  for (const feed of feeds) {
    test(`${feed.page} names its RSS, Atom and JSON feeds, which the server sends as such @desktop`, async ({
      page,
    }) => {
      await page.goto(feed.page);
      const alternates = await page
        .locator('head link[rel="alternate"][type]')
        .evaluateAll((links) =>
          links.map((l) => [
            l.getAttribute("type"),
            l.getAttribute("href"),
            l.getAttribute("title"),
          ]),
        );
      expect(alternates).toEqual([
        ["application/rss+xml", `${feed.base}/rss.xml`, `${feed.title} (RSS)`],
        ["application/atom+xml", `${feed.base}/atom.xml`, `${feed.title} (Atom)`],
        ["application/feed+json", `${feed.base}/feed.json`, `${feed.title} (JSON Feed)`],
      ]);
      // The visible "Subscribe" links lead to the same files.
      const subscribe = page.getByRole("link", { name: /^RSS feed of/ });
      await expect(subscribe).toHaveAttribute("href", `${feed.base}/rss.xml`);

      const rss = await page.request.get(`${feed.base}/rss.xml`);
      expect(rss.status()).toBe(200);
      expect(rss.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
      expect(rss.headers()["x-content-type-options"]).toBe("nosniff");
      const rssText = await rss.text();
      expect(XMLValidator.validate(rssText)).toBe(true);
      const items = parser.parse(rssText).rss.channel.item as { link: string[]; title: string }[];
      expect(items).toHaveLength(feed.count);
      for (const item of items) expect(builtRoutes).toContain(builtPage(item.link[0] ?? ""));

      const atom = await page.request.get(`${feed.base}/atom.xml`);
      expect(atom.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
      const atomText = await atom.text();
      expect(XMLValidator.validate(atomText)).toBe(true);
      const entries = parser.parse(atomText).feed.entry as { title: string }[];
      expect(entries.map((e) => e.title)).toEqual(items.map((i) => i.title));

      const json = await page.request.get(`${feed.base}/feed.json`);
      expect(json.headers()["content-type"]).toBe("application/feed+json; charset=utf-8");
      const body = (await json.json()) as {
        version: string;
        items: { url: string; content_html: string }[];
      };
      expect(body.version).toBe("https://jsonfeed.org/version/1.1");
      expect(body.items.map((i) => builtPage(i.url))).toEqual(
        items.map((i) => builtPage(i.link[0] ?? "")),
      );
      // Each item carries the whole article, not an excerpt.
      for (const item of body.items) expect(item.content_html).toMatch(/<p>[\s\S]*<\/p>/);
    });
  }
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
