import { expect, test } from "./fixtures";

/**
 * A visitor's first action on a page as it arrives: nothing has been pressed, the framework
 * has not loaded (it loads on intent: app/lib/page-loader). Each test loads the page and
 * acts at once, and the action must do what it does on an interactive page
 * (docs/spec/site-spec.md §2.2, §2.3, §2.16, §2.17, §4). No test here warms the page up.
 */

test("the first click on Load More Articles shows more articles", async ({ page }) => {
  await page.goto("/resources/blog");
  const list = page.getByRole("region", { name: "Latest articles" });
  const articles = list.getByRole("article");
  const before = await articles.count();
  await list.getByRole("button", { name: "Load More Articles" }).click();
  await expect(articles).toHaveCount(Math.min(before + 3, 8));
});

test("the first click on a copy button copies and shows the tick", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/resources/api-docs");
  const copy = page.getByRole("button", { name: "Copy Authorization header" });
  await copy.click();
  await expect(copy.getByTestId("copy-done")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Authorization: /);
});

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

test("scrolling down shows the back-to-top control with no press", async ({ page }) => {
  await page.goto("/");
  const backToTop = page.getByRole("button", { name: "Back to top" });
  await expect(backToTop).toBeHidden();
  await page.mouse.wheel(0, 1800);
  await expect(backToTop).toBeVisible();
  await page.mouse.wheel(0, -1800);
  await expect(backToTop).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test("the footer says the visitor's year before anything is pressed", async ({ page }) => {
  const later = new Date();
  later.setFullYear(later.getFullYear() + 3);
  await page.clock.setFixedTime(later);
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${later.getFullYear()} `);
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

test("choosing a page in the drawer closes it and shows the page @phone", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(/^About/);
  await expect(drawer).toBeHidden();
});
