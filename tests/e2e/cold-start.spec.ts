import { articlesOf, siteContent } from "../support/site-content";
import { expect, holdRequests, test } from "./fixtures";
import { CLIPBOARD } from "./page-checks";

/**
 * A visitor's first action on a page as it arrives: nothing has been pressed, the framework
 * has not loaded (it loads on intent: app/lib/page-loader). Each test loads the page and
 * acts at once, and the action must do what it does on an interactive page
 * (docs/spec/site-spec.md §2.16, §2.17, §4). These are the first actions decision 019
 * found lost that no other test reaches first at both widths; every behaviour test starts
 * cold too (Load More in resources-pages.spec.ts, the drawer in header-navigation.spec.ts,
 * the year and back-to-top in site-shell.spec.ts).
 */

for (const [name, key] of [
  ["Ctrl+K", "Control+k"],
  ["/", "/"],
] as const)
  test(`the first ${name} opens the search`, async ({ page }) => {
    await page.goto("/pricing");
    await page.keyboard.press(key);
    await expect(page.getByRole("dialog", { name: /search/i })).toBeVisible();
    await expect(page.getByRole("combobox")).toBeFocused();
  });

test("the first hover on an icon-only control shows its tooltip @desktop", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Flowboard on LinkedIn" }).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Flowboard on LinkedIn");
});

test("the first hover on the theme toggle shows its tooltip @desktop", async ({ page }) => {
  await page.goto("/about");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Theme:/ })
    .hover();
  await expect(page.getByRole("tooltip")).toHaveText(/^Theme: (light|dark|system)$/);
});

test("two presses on Load More before the framework arrives add two pages, each once", async ({
  page,
}) => {
  // The framework's modules wait until both presses are in, as on a slow phone: the second
  // press must not land on a button the first one's answer has already moved.
  // The page's loader is not held back: it is what holds the presses until then.
  const deliver = await holdRequests(page, /\/assets\/(?!page-loader-).+\.js$/);
  await page.goto("/resources/blog");
  const loadMore = page.getByRole("button", { name: "Load More Articles" });
  const articles = page.getByRole("article");
  await loadMore.click();
  await loadMore.click();
  await expect(loadMore).toHaveAttribute("aria-busy", "true");
  // The page size and the posts are the editors' (content/resources/blog.json, the articles).
  const pageSize: number = siteContent("resources/blog.json").pageSize;
  const posts = articlesOf("blog").length;
  expect(posts, "two presses need a third page of posts to load").toBeGreaterThan(2 * pageSize);
  await expect(articles).toHaveCount(pageSize);

  deliver();
  const shown = Math.min(3 * pageSize, posts);
  await expect(articles).toHaveCount(shown);
  if (shown === posts) await expect(loadMore).toHaveCount(0);
  else await expect(loadMore).toBeVisible();
  await expect(articles.nth(2 * pageSize)).toBeFocused();
});

test.describe(() => {
  test.use({ permissions: CLIPBOARD });
  test("a press before the page's own script has arrived is held, then done once", async ({
    page,
  }) => {
    // The loader is a module fetched beside the page (a slow network, a first visit): until
    // it runs, the head script holds the press and says the control is busy.
    const deliver = await holdRequests(page, /\/assets\/page-loader-[\w-]+\.js$/);
    await page.goto("/resources/api-docs", { waitUntil: "commit" });
    const path = "/api/v1/tasks/{taskId}";
    const button = page.getByRole("button", { name: `Copy path ${path}` });
    await button.click();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button.getByTestId("copy-done")).toHaveCount(0);

    deliver();
    await expect(button.getByTestId("copy-done")).toBeVisible();
    await expect(button).not.toHaveAttribute("aria-busy");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(path);
  });

  test("the first click on a copy button copies and ticks", async ({ page }) => {
    await page.goto("/resources/api-docs");
    const path = "/api/v1/tasks/{taskId}";
    const button = page.getByRole("button", { name: `Copy path ${path}` });
    await button.click();
    await expect(button.getByTestId("copy-done")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(path);
  });
});
