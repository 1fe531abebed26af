import { expect, gotoHydrated, test } from "./fixtures";
import { axeScan, contrastScan, summarizeViolations } from "./page-checks";

// Every route is scanned at both widths in every-route.spec.ts; these scan what only
// opens on a click.
test.describe("accessibility scan (axe) of open menus", () => {
  test("an open dropdown menu has no violations @desktop", async ({ page }) => {
    // Hydrated first: the Radix menus that take over once hydrated are scanned here; every-route scans the page as it arrives.
    await gotoHydrated(page, "/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Product" })
      .click();
    const { violations } = await axeScan(page).analyze();
    expect(summarizeViolations(violations)).toEqual([]);
  });

  test("the open drawer has no violations @phone", async ({ page }) => {
    // Hydrated first: the Radix drawer that takes over once hydrated is scanned here.
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    const { violations } = await axeScan(page).analyze();
    expect(summarizeViolations(violations)).toEqual([]);
  });
});

// The scans are set up for speed (page-checks.ts); this shows they still see what is wrong.
test("the scans report a nameless button, an image without alt and faint text @desktop", async ({
  page,
}) => {
  await page.goto("/about");
  await page.evaluate(() => {
    const main = document.querySelector("main");
    const faint = Object.assign(document.createElement("p"), { textContent: "Faint words" });
    faint.style.cssText = "color: #bbb; background: #fff";
    main?.append(document.createElement("button"), document.createElement("img"), faint);
  });
  const ids = (violations: { id: string }[]) => violations.map((v) => v.id).sort();
  expect(ids((await axeScan(page).analyze()).violations)).toEqual([
    "button-name",
    "color-contrast",
    "image-alt",
  ]);
  expect(ids((await contrastScan(page).analyze()).violations)).toEqual(["color-contrast"]);
});
