import { expect, test } from "./fixtures";
import { axeScan, summarizeViolations } from "./page-checks";

/**
 * The phone project renders at device scale 1 (playwright.config.ts): the same layout for
 * a ninth of the pixels. A phone's real scale can still matter where widths round to
 * device pixels (a line one device pixel too wide scrolls sideways) and for hairlines, so
 * the pages with the widest content are loaded once at scale 3.
 */
test.describe("at a phone's real scale (3)", () => {
  test.use({ deviceScaleFactor: 3 });

  for (const route of ["/", "/pricing"])
    test(`${route}: nothing scrolls sideways, the menu opens, and axe finds nothing @phone`, async ({
      page,
    }) => {
      await page.goto(route);
      expect(await page.evaluate(() => window.devicePixelRatio)).toBe(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      const { violations } = await axeScan(page).analyze();
      expect(summarizeViolations(violations)).toEqual([]);
    });
});
