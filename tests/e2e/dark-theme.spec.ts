import AxeBuilder from "@axe-core/playwright";
import { builtRoutes, expect, gotoHydrated, test } from "./fixtures";

/** One line per violation with the elements it was found on. */
const summarize = (violations: { id: string; nodes: { target: unknown[]; html: string }[] }[]) =>
  violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)}`).join(" | ")}`,
  );

/**
 * Every page in the dark theme (the system setting, as most visitors get it), at both
 * widths: axe's WCAG AA rules, colour contrast among them, must find nothing.
 */
test.describe("dark theme accessibility scan (axe)", () => {
  test.use({ colorScheme: "dark", allowedConsole: [/status of 404/] });

  for (const route of [...builtRoutes, "/no-such-page"]) {
    test(`${route} in dark has no violations`, async ({ page }) => {
      await gotoHydrated(page, route);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        "rgb(11, 13, 20)",
      );
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(summarize(violations)).toEqual([]);
    });
  }

  test("the open search dialog with results has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    await page.getByRole("combobox", { name: "Search the site" }).fill("automation");
    await expect(page.getByRole("option").first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(summarize(violations)).toEqual([]);
  });
});
