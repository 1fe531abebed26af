import type { Page } from "@playwright/test";
import { LAZY_BANDS_ATTRIBUTE } from "../../pipeline/postbuild/head-script.mjs";
import { expect, test } from "./fixtures";
import { expectBelowHeader } from "./page-links";

/**
 * On a load nobody has touched yet, the bands of main below the first are laid out only as
 * they near the screen (pipeline/postbuild/head-script.mjs, app.css). These tests load pages
 * with page.goto and no key press, so the page's code has not run: the state a reader who
 * only scrolls is in. Every other browser test reaches the page through after
 * which the whole page is laid out.
 */

/** Whether each band of main has its content rendered now (not skipped by content-visibility). */
function bandsRendered(page: Page) {
  return page
    .locator("main > section")
    .evaluateAll((bands) =>
      bands.map(
        (band) => !!band.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
      ),
    );
}

/** A handle whose `ended` resolves when the next scroll of the page ends (scrollend). */
function nextScrollEnd(page: Page) {
  return page.evaluateHandle(() => ({
    ended: new Promise<void>((resolve) =>
      addEventListener("scrollend", () => resolve(), { once: true }),
    ),
  }));
}

test("a page nobody has touched lays out its lower bands as they near the screen, and shows each as it comes", async ({
  page,
}) => {
  await page.goto("/resources/api-docs");
  await expect(page.locator("html")).toHaveAttribute(LAZY_BANDS_ATTRIBUTE, "lazy");
  const atLoad = await bandsRendered(page);
  expect(atLoad[0], "the first band").toBe(true);
  expect(atLoad.at(-1), "the last band, far below the screen").toBe(false);

  const last = page.locator("main > section").last();
  // As a reader scrolls down to the last band, and on as the bands passed take their real
  // heights and push it further down, until it is on screen and drawn at the same moment: a
  // band is drawn as it nears the screen, before it is on it, and the bands above it can
  // still grow after that (seen on a slow host: drawn, then pushed off the screen for good).
  await expect
    .poll(async () => {
      await last.scrollIntoViewIfNeeded();
      return last.evaluate((band) => {
        const { top, bottom } = band.getBoundingClientRect();
        const onScreen = bottom > 0 && top < innerHeight;
        return (
          onScreen && !!band.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })
        );
      });
    })
    .toBe(true);
  await expect(last.getByRole("heading").first()).toBeVisible();
  // Scrolling is not a request for the page's code: nothing has hydrated.
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
});

test.describe("a smooth jump to an anchor on an untouched page", () => {
  test.use({ reducedMotion: "no-preference" });

  for (const [path, link, headingId] of [
    ["/", "Watch Demo", "demo-heading"],
    ["/pricing", "Compare every feature", "compare-heading"],
  ] as const)
    test(`${path}: ${link} glides to its band and lands below the sticky header`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute(LAZY_BANDS_ATTRIBUTE, "lazy");
      const scrolled = await nextScrollEnd(page);
      await page.getByRole("link", { name: link, exact: true }).first().click();
      // Laid out before the scroll starts, not later when the app has loaded and gone idle.
      expect(await page.locator("html").getAttribute(LAZY_BANDS_ATTRIBUTE)).toBeNull();
      await scrolled.evaluate((scroll) => scroll.ended);
      await expectBelowHeader(page, headingId);
    });
});

test("Back to an untouched page scrolled down returns to the same place", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const link = page.getByRole("link", { name: "See All Features" });
  await link.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await link.click();
  await expect(page).toHaveURL(/\/features$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), before))
    .toBeLessThan(50);
  await expect(link).toBeInViewport();
});
