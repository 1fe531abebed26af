import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { builtRoutes, expect, gotoHydrated, test } from "./fixtures";

const scan = (page: Page) =>
  new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);

/** One line per violation with the elements it was found on, so a failure says where to look. */
const summarize = (violations: { id: string; nodes: { target: unknown[]; html: string }[] }[]) =>
  violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)}`).join(" | ")}`,
  );

test.describe("accessibility scan (axe)", () => {
  test.use({ allowedConsole: [/status of 404/] });

  for (const route of [...builtRoutes, "/no-such-page"]) {
    test(`${route} has no violations`, async ({ page }) => {
      await gotoHydrated(page, route);
      const { violations } = await scan(page).analyze();
      expect(summarize(violations)).toEqual([]);
    });
  }

  test("an open dropdown menu has no violations @desktop", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Product" })
      .click();
    const { violations } = await scan(page).analyze();
    expect(summarize(violations)).toEqual([]);
  });

  test("the open drawer has no violations @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    const { violations } = await scan(page).analyze();
    expect(summarize(violations)).toEqual([]);
  });
});
