import { expect, test } from "./fixtures";
import { axeScan, summarizeViolations } from "./page-checks";

/**
 * Every page is scanned in the dark theme by every-route.spec.ts; this covers what only
 * opens on request: the search dialog with its results and highlighted excerpts.
 */
test.describe("dark theme", () => {
  test.use({ colorScheme: "dark" });

  test("the open search dialog with results has no axe violations @desktop", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Control+k");
    await page.getByRole("combobox", { name: "Search the site" }).fill("automation");
    await expect(page.getByRole("option").first()).toBeVisible();
    await expect(page.locator("mark").first()).toBeVisible();
    const { violations } = await axeScan(page).analyze();
    expect(summarizeViolations(violations)).toEqual([]);
  });
});
