import { expect, gotoHydrated, test } from "./fixtures";
import { axeScan, summarizeViolations } from "./page-checks";

// Every route is scanned at both widths in every-route.spec.ts; these scan what only
// opens on a click.
test.describe("accessibility scan (axe) of open menus", () => {
  test("an open dropdown menu has no violations @desktop", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Product" })
      .click();
    const { violations } = await axeScan(page).analyze();
    expect(summarizeViolations(violations)).toEqual([]);
  });

  test("the open drawer has no violations @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    const { violations } = await axeScan(page).analyze();
    expect(summarizeViolations(violations)).toEqual([]);
  });
});
