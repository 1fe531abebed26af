import type { Page } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { site } from "../../app/content/site";
import { builtRoutes, expect, test } from "./fixtures";

/**
 * The articles (docs/decisions/010) as a reader meets them, at both widths: a post opened from the
 * blog list with its byline, tags and table of contents; a heading anchor followed by
 * mouse and keyboard; previous/next, related posts and a tag page; a guide with its level
 * and highlighted code; the changelog's anchors; and the feeds and social images the
 * server sends. Every page's axe scan, no-JavaScript reading and links: every-route.spec.ts.
 */

const FIRST_POST = {
  path: "/resources/blog/five-automations-to-switch-on-first",
  title: "Five automations every project team should switch on first",
  opening: "Most teams open the automation builder",
};
const OLDER_POST = {
  path: "/resources/blog/running-the-monday-review-from-a-single-dashboard",
  title: "Running the Monday review from a single dashboard",
};

const article = (page: Page) => page.getByRole("article", { name: FIRST_POST.title });
const contents = (page: Page) => page.getByRole("navigation", { name: "On this page" });

test.describe("a blog post @desktop", () => {
  test("opens from the blog list with its byline, tags, contents and full text", async ({
    page,
  }) => {
    await page.goto("/resources/blog");
    await page
      .getByRole("region", { name: "Latest articles" })
      .getByRole("link", { name: FIRST_POST.title })
      .click();
    await expect(page).toHaveURL(FIRST_POST.path);
    await expect(page).toHaveTitle(`${FIRST_POST.title} | Flowboard`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FIRST_POST.title);

    const post = article(page);
    await expect(post.getByText("Maya Okafor", { exact: true })).toBeVisible();
    await expect(post.getByText(", Automation Product Lead, Flowboard")).toBeVisible();
    await expect(post.locator("time").first()).toHaveAttribute("datetime", "2026-11-17");
    await expect(post.locator("time").first()).toHaveText("November 17, 2026");
    await expect(post.getByText(/^\d+ min read$/)).toBeVisible();
    const tags = post.getByRole("list", { name: "Tags" });
    await expect(tags.getByRole("link")).toHaveText(["Automation", "Project management"]);

    // The body came with the client-side navigation: the whole text, not a placeholder.
    await expect(post.getByText(FIRST_POST.opening)).toBeVisible();
    const sections = post.getByRole("heading", { level: 2 });
    expect(await sections.count()).toBeGreaterThanOrEqual(5);
    const entries = contents(page).getByRole("link");
    expect(await entries.count()).toBeGreaterThanOrEqual(5);
    await expect(entries.first()).toHaveText("1. Tell the owner when an item is assigned to them");
    await expect(entries.first()).toBeVisible();
  });

  test("a table-of-contents entry and a heading's own link lead to the section", async ({
    page,
  }) => {
    await page.goto(FIRST_POST.path);
    const entry = contents(page).getByRole("link", {
      name: "2. Remind the owner two days before a due date",
    });
    const target = page.getByRole("heading", {
      level: 2,
      name: "2. Remind the owner two days before a due date",
    });
    await entry.click();
    await expect(page).toHaveURL(
      `${FIRST_POST.path}#2-remind-the-owner-two-days-before-a-due-date`,
    );
    await expect(target).toBeInViewport();

    // The heading links to itself, so a reader can copy the address of a section.
    const own = target.getByRole("link");
    await expect(own).toHaveAttribute("href", "#2-remind-the-owner-two-days-before-a-due-date");
    await expect(own).toHaveAccessibleName("2. Remind the owner two days before a due date");

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
    await page.goto(FIRST_POST.path);
    const pager = page.getByRole("navigation", { name: "Previous and next post" });
    // The newest post: only an older one before it.
    await expect(pager.getByRole("link", { name: /^Next post/ })).toHaveCount(0);
    const previous = pager.getByRole("link", { name: /^Previous post/ });
    await expect(previous).toContainText(OLDER_POST.title);
    await previous.click();
    await expect(page).toHaveURL(OLDER_POST.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(OLDER_POST.title);
    await expect(page.getByRole("article", { name: OLDER_POST.title })).toContainText(/dashboard/i);
    const next = page
      .getByRole("navigation", { name: "Previous and next post" })
      .getByRole("link", { name: /^Next post/ });
    await expect(next).toContainText(FIRST_POST.title);
    await next.click();
    await expect(page).toHaveURL(FIRST_POST.path);
    await expect(article(page).getByText(FIRST_POST.opening)).toBeVisible();

    const related = page.getByRole("region", { name: "Related posts" });
    const links = related.getByRole("link");
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/resources\/blog\/[a-z0-9-]+$/);
      expect(href).not.toBe(FIRST_POST.path);
      expect(builtRoutes).toContain(href);
    }
  });

  test("a tag leads to its topic page, which lists the post with the guides and changes on it", async ({
    page,
  }) => {
    await page.goto(FIRST_POST.path);
    await article(page)
      .getByRole("list", { name: "Tags" })
      .getByRole("link", { name: "Automation" })
      .click();
    await expect(page).toHaveURL("/resources/blog/tags/automation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Automation");
    await expect(page).toHaveTitle("Automation: articles and guides | Flowboard");
    const posts = page.getByRole("region", { name: "Blog posts" });
    await expect(posts.getByRole("link", { name: FIRST_POST.title })).toHaveAttribute(
      "href",
      FIRST_POST.path,
    );
    await expect(
      page
        .getByRole("region", { name: "Guides" })
        .getByRole("link", { name: "Automating Cross-Team Workflows" }),
    ).toBeVisible();
    const changes = page.getByRole("region", { name: "Changelog" });
    await expect(
      changes.getByRole("link", { name: "Run history and replays for every automation" }),
    ).toHaveAttribute("href", "/changelog#automation-run-history");
    // Only what is filed under the tag.
    await expect(posts.getByRole("link", { name: OLDER_POST.title })).toHaveCount(0);
  });

  test("describes itself to search engines and link previews @desktop", async ({ page }) => {
    await page.goto(FIRST_POST.path);
    const [posting] = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((block) => block["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: FIRST_POST.title,
      url: `${site.origin}${FIRST_POST.path}`,
      datePublished: "2026-11-17",
      author: { "@type": "Person", name: "Maya Okafor" },
      publisher: { "@type": "Organization", name: "Flowboard" },
      image: `${site.origin}/og/blog/five-automations-to-switch-on-first.png`,
    });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      "2026-11-17",
    );

    const image = await page.request.get("/og/blog/five-automations-to-switch-on-first.png");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
    // Each post has a picture of its own.
    const other = await page.request.get(
      "/og/blog/running-the-monday-review-from-a-single-dashboard.png",
    );
    expect(pngSize(await other.body())).toEqual({ width: 1200, height: 630 });
    expect((await other.body()).equals(await image.body())).toBe(false);
  });
});

test.describe("a guide @desktop", () => {
  test("opens from the guides list with its level, and its code highlighted by the build", async ({
    page,
  }) => {
    await page.goto("/resources/guides");
    await page
      .getByRole("region", { name: "All guides" })
      .getByRole("link", { name: "Building Integrations with the Flowboard API" })
      .click();
    await expect(page).toHaveURL("/resources/guides/building-integrations-with-the-flowboard-api");
    const guide = page.getByRole("article", {
      name: "Building Integrations with the Flowboard API",
    });
    await expect(guide.getByText("Advanced", { exact: true })).toBeVisible();
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

    const pager = page.getByRole("navigation", { name: "Previous and next guide" });
    await expect(pager.getByRole("link", { name: /^Previous guide/ })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Related guides" }).getByRole("link"),
    ).toHaveCount(3);
  });
});

test.describe("the changelog @desktop", () => {
  test("lists five entries, newest first, each with an anchor the contents lead to", async ({
    page,
  }) => {
    await page.goto("/changelog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What's new in Flowboard");
    const entries = page.getByRole("main").getByRole("article");
    expect(await entries.count()).toBeGreaterThanOrEqual(5);
    await expect(entries.first().getByRole("heading", { level: 2 })).toHaveText(
      "Formulas across boards in dashboard widgets",
    );
    const dates = await entries.evaluateAll((items) =>
      items.map((item) => item.querySelector("time")?.getAttribute("datetime") ?? ""),
    );
    expect(dates).toEqual([...dates].sort().reverse());

    const nav = page.getByRole("navigation", { name: "Entries" });
    await nav.getByRole("link", { name: "Weighted forecasts on the sales pipeline" }).click();
    await expect(page).toHaveURL("/changelog#deal-forecasts-in-the-pipeline");
    const entry = page.getByRole("article", { name: "Weighted forecasts on the sales pipeline" });
    await expect(entry.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(
      entry.getByRole("link", { name: "Weighted forecasts on the sales pipeline" }),
    ).toHaveAttribute("href", "#deal-forecasts-in-the-pipeline");
    // Each entry's sections sit under its own title, with ids of their own.
    const sectionIds = await page
      .locator("main article h3[id]")
      .evaluateAll((headings) => headings.map((h) => h.id));
    expect(sectionIds.length).toBeGreaterThan(5);
    expect(new Set(sectionIds).size).toBe(sectionIds.length);
  });

  test("an entry's anchor opens straight at it, with JavaScript and without @desktop", async ({
    page,
    browser,
  }) => {
    const target = "/changelog#webhook-delivery-log-and-retries";
    const heading = (p: Page) =>
      p.getByRole("heading", {
        level: 2,
        name: "A delivery log and automatic retries for webhooks",
      });
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
  { page: "/resources/blog", base: "/resources/blog", title: "Flowboard blog", count: 8 },
  { page: "/changelog", base: "/changelog", title: "Flowboard changelog", count: 5 },
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
      for (const item of body.items) expect(item.content_html.length).toBeGreaterThan(2000);
    });
  }
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
