import { expect, test } from "./fixtures";

/**
 * A visitor's first action on a page as it arrives: nothing has been pressed, the framework
 * has not loaded (it loads on intent: app/lib/page-loader). Each test loads the page and
 * acts at once, and the action must do what it does on an interactive page
 * (docs/spec/site-spec.md §2.16, §2.17, §4). These are the first actions decision 019
 * found lost that no other test reaches first; every behaviour test starts cold too (Load
 * More in resources-pages.spec.ts, copy buttons in product-pages.spec.ts, the drawer in
 * header-navigation.spec.ts, the year and back-to-top in site-shell.spec.ts).
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
