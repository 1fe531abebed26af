import { site } from "../../app/content/site";
import { articlesOf, englishMessage, siteContent } from "../support/site-content";
import { expect, gotoHydrated, test } from "./fixtures";
import { axeScan, CLIPBOARD, summarizeViolations } from "./page-checks";

/** Every page's rule sets, for states only a click reveals. */
const violationsOf = async (page: import("@playwright/test").Page) =>
  summarizeViolations((await axeScan(page).analyze()).violations);

const notifications = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: /Notifications/ });

test.describe("blog", () => {
  test("shows the first page of articles, then the rest a page at a time, and the button goes", async ({
    page,
  }) => {
    const blogCopy = siteContent("resources/blog.json");
    const posts = articlesOf("blog");
    const pageSize: number = blogCopy.pageSize;
    const showing = (shown: number) =>
      englishMessage("article_list_showing")
        .replace("{shown}", String(shown))
        .replace("{total}", String(posts.length));
    await page.goto("/resources/blog");
    await expect(page).toHaveTitle(`${blogCopy.meta.title} | ${site.name}`);
    const list = page.getByRole("region", { name: blogCopy.listHeading });
    const articles = list.getByRole("article");
    const loadMore = list.getByRole("button", { name: blogCopy.loadMore });
    await expect(articles).toHaveCount(Math.min(pageSize, posts.length));
    const [newest] = posts;
    if (!newest) throw new Error("the blog has no posts");
    const first = articles.first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText(newest.title);
    await expect(first).toContainText(newest.author);
    await expect(first.locator("time")).toHaveAttribute("datetime", newest.date);
    await expect(first).toContainText(/\b\d+ min read/);
    const [tag] = newest.tags;
    const tagLabel = siteContent("articles/tags.json").tags.find(
      (entry: { slug: string }) => entry.slug === tag,
    )?.label;
    await expect(first.getByRole("link", { name: tagLabel, exact: true })).toHaveAttribute(
      "href",
      `/resources/blog/tags/${tag}`,
    );
    await expect(list.getByText(showing(Math.min(pageSize, posts.length)))).toBeVisible();

    // Each press shows the next page, and the first new article takes focus, so reading
    // carries on from there; the button goes once every article shows.
    for (let shown = pageSize; shown < posts.length; shown += pageSize) {
      await loadMore.click();
      await expect(articles).toHaveCount(Math.min(shown + pageSize, posts.length));
      await expect(articles.nth(shown)).toBeFocused();
    }
    await expect(loadMore).toHaveCount(0);
    await expect(list.getByText(showing(posts.length))).toBeVisible();
    for (const article of await articles.all()) {
      await expect(article.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(article.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(article).toContainText(/\d+ min read/);
    }
  });
});

test.describe("guides, templates and webinars @desktop", () => {
  // One test, a step per page: a test's fixed cost is paid once
  // (docs/testing.md, "What a test costs").
  test("each list reads as text, and its buttons answer", async ({ page }) => {
    await test.step("the guides, easiest first, with their difficulty written out, and buttons that answer", async () => {
      const guidesCopy = siteContent("resources/guides.json");
      const guides = articlesOf("guides");
      const [firstGuide] = guides;
      const lastGuide = guides.at(-1);
      if (!firstGuide || !lastGuide) throw new Error("there are no guides");
      await page.goto("/resources/guides");
      const list = page.getByRole("region", { name: guidesCopy.listHeading });
      await expect(list.getByRole("heading", { level: 3 })).toHaveText(
        guides.map((guide) => guide.title),
      );
      for (const level of ["Beginner", "Intermediate", "Advanced"]) {
        const count = guides.filter((guide) => guide.difficulty === level).length;
        await expect(list.getByText(level, { exact: true })).toHaveCount(count);
        await expect(list.getByText(`Difficulty: ${level}`)).toHaveCount(count);
      }

      await list
        .getByRole("button", {
          name: `${englishMessage("guide_download_pdf")} of ${firstGuide.title}`,
        })
        .click();
      await expect(notifications(page)).toContainText(
        guidesCopy.pdfToast.title.replace("{title}", firstGuide.title),
      );
      await list
        .getByRole("button", {
          name: `${englishMessage("guide_watch_video")} of ${lastGuide.title}`,
        })
        .click();
      await expect(notifications(page)).toContainText(
        guidesCopy.videoToast.title.replace("{title}", lastGuide.title),
      );
      await expect(notifications(page).getByRole("listitem")).toHaveCount(1);
    });
    await test.step("the templates with category and a rating read as text; both buttons answer", async () => {
      const copy = siteContent("resources/templates.json");
      type Template = { title: string; category: string; rating: number };
      const templates: Template[] = copy.templates;
      await page.goto("/resources/templates");
      const list = page.getByRole("region", { name: copy.listHeading });
      await expect(list.getByRole("heading", { level: 3 })).toHaveText(
        templates.map((template) => template.title),
      );
      for (const { rating } of templates)
        await expect(list.getByText(`${rating} out of 5`, { exact: true }).first()).toBeVisible();
      for (const { category } of templates)
        await expect(list.getByText(category, { exact: true }).first()).toBeVisible();

      const [first, second = first] = templates;
      if (!first || !second) throw new Error("there are no templates");
      await list.getByRole("button", { name: `Download ${first.title} template` }).click();
      await expect(notifications(page)).toContainText(
        copy.downloadToast.title.replace("{title}", first.title),
      );
      await list.getByRole("button", { name: `Duplicate ${second.title} template` }).click();
      await expect(notifications(page)).toContainText(
        copy.duplicateToast.title.replace("{title}", second.title),
      );
    });
    await test.step("the webinars with date, time zone and duration; Register and View Details answer", async () => {
      const copy = siteContent("resources/webinars.json");
      const [webinar] = copy.webinars;
      await page.goto("/resources/webinars");
      const list = page.getByRole("region", { name: copy.listHeading });
      await expect(list.getByRole("heading", { level: 3 })).toHaveCount(copy.webinars.length);
      const first = list.getByRole("listitem").first();
      // The moment typed once, shown where English readers are (US Pacific), the zone named.
      const moment = new Date(webinar.startsAt);
      await expect(first.locator("time")).toHaveText(
        moment.toLocaleDateString("en-US", { dateStyle: "full", timeZone: "America/Los_Angeles" }),
      );
      await expect(first.locator("time")).toHaveAttribute("datetime", webinar.startsAt);
      await expect(first).toContainText(
        moment.toLocaleTimeString("en-US", {
          hour: "numeric",
          minute: "2-digit",
          timeZone: "America/Los_Angeles",
          timeZoneName: "shortGeneric",
        }),
      );
      await expect(first).toContainText(
        englishMessage("webinar_minutes").replace("{minutes}", String(webinar.duration)),
      );

      const details = first.getByRole("button", {
        name: new RegExp(`^${englishMessage("webinar_view_details")}`),
      });
      await expect(details).toHaveAttribute("aria-expanded", "false");
      await expect(first.getByText(webinar.agenda[0])).toBeHidden();
      await details.click();
      await expect(details).toHaveAttribute("aria-expanded", "true");
      await expect(first.getByText(webinar.agenda[0])).toBeVisible();
      await expect(first).toContainText(
        `${englishMessage("webinar_hosted_by")} ${webinar.host.name}`,
      );

      const shortTitle = webinar.title.split(":")[0];
      await first.getByRole("button", { name: new RegExp(`^Register for ${shortTitle}`) }).click();
      await expect(notifications(page)).toContainText(
        copy.registerToast.title.replace("{title}", webinar.title).slice(0, 30),
      );
    });
  });
});

test.describe("API docs", () => {
  // The four endpoints of docs/spec/site-spec.md §7.2, then the item endpoints; bearer
  // authentication is explained with a sample request.
  test("lists the documented and item endpoints, and explains bearer authentication @desktop", async ({
    page,
  }) => {
    await page.goto("/resources/api-docs");
    await expect(page).toHaveTitle("API Docs | Flowboard");
    const endpoints = page.getByRole("region", { name: "Endpoints" }).getByRole("listitem");
    await expect(endpoints).toHaveCount(8);
    const expected = [
      ["GET", "/api/v1/projects", "projects"],
      ["POST", "/api/v1/tasks", "Create a task"],
      ["PUT", "/api/v1/tasks/{taskId}", "Update a task"],
      ["GET", "/api/v1/users/me", "profile and permissions"],
      ["GET", "/api/v1/items", "newest first"],
      ["POST", "/api/v1/items", "Adds an item"],
      ["PUT", "/api/v1/items/{id}", "Renames an item"],
      ["DELETE", "/api/v1/items/{id}", "for good"],
    ];
    for (const [index, [method, path, purpose]] of expected.entries()) {
      const row = endpoints.nth(index);
      await expect(row).toContainText(method as string);
      await expect(row.locator("code")).toHaveText(path as string);
      await expect(row).toContainText(purpose as string);
      await expect(row.getByRole("button", { name: `Copy path ${path}` })).toBeVisible();
    }
    const auth = page.getByRole("region", { name: "Authentication" });
    await expect(auth).toContainText("account settings");
    await expect(auth.getByText(siteContent("api.json").authorizationHeader).first()).toBeVisible();
    const sample = auth.getByRole("region", { name: /POST to \/api\/v1\/tasks/ });
    await expect(sample).toContainText("curl -X POST https://flowboard.example/api/v1/tasks");
    await expect(sample).toContainText('"status": "To Do"');
    await expect(page.getByRole("link", { name: "Explore Developer Tools" })).toHaveAttribute(
      "href",
      "/features/developer-tools",
    );
  });

  test.describe(() => {
    test.use({ permissions: CLIPBOARD });
    test("a copy button puts the exact path on the clipboard, ticks for 2 s, then reverts @desktop", async ({
      page,
    }) => {
      await page.clock.install({ time: new Date("2026-11-21T10:00:00Z") });
      // Hydrated first: the clock is paused to time the tick, and a paused clock holds the page loader's timers too; cold-start.spec.ts has the first click.
      await gotoHydrated(page, "/resources/api-docs");
      // From here on, time moves only when the test says so.
      await page.clock.pauseAt(new Date("2026-11-21T10:05:00Z"));
      const path = "/api/v1/tasks/{taskId}";
      const row = page
        .getByRole("listitem")
        .filter({ has: page.locator("code", { hasText: path }) });
      const button = row.getByRole("button", { name: `Copy path ${path}` });
      const announcement = row.locator('[aria-live="polite"]');
      await expect(announcement).toHaveText("");

      await button.click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(path);
      await expect(button.getByTestId("copy-done")).toBeVisible();
      await expect(announcement).toHaveText("Copied");

      await page.clock.runFor(1999);
      await expect(button.getByTestId("copy-done")).toBeVisible();
      await page.clock.runFor(1);
      await expect(button.getByTestId("copy-done")).toHaveCount(0);
      await expect(announcement).toHaveText("");
    });
  });
});

test.describe("revealed content", () => {
  test("every blog article, an open webinar agenda and a toast pass the accessibility scan @desktop", async ({
    page,
  }) => {
    await page.goto("/resources/blog");
    const loadMore = page.getByRole("button", {
      name: siteContent("resources/blog.json").loadMore,
    });
    const articles = page.getByRole("article");
    // Each press waits for its page of articles: a press sent while the last one is still
    // held for hydration would find the button gone once it is replayed.
    while (await loadMore.isVisible()) {
      const before = await articles.count();
      await loadMore.click();
      await expect(articles).not.toHaveCount(before);
    }
    await expect(articles).toHaveCount(articlesOf("blog").length);
    expect(await violationsOf(page)).toEqual([]);

    await page.goto("/resources/webinars");
    for (const button of await page.getByRole("button", { name: /^View Details/ }).all())
      await button.click();
    await page
      .getByRole("button", { name: /^Register for/ })
      .first()
      .click();
    await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
      "Registration for",
    );
    expect(await violationsOf(page)).toEqual([]);
  });
});
