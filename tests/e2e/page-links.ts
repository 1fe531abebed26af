import { expect, type Page } from "@playwright/test";
import { noindexPaths, sitePaths } from "../../app/lib/page-table.js";

/**
 * The pages a link in a page's main content may lead to: every page of the table of pages
 * (app/lib/page-table.js) but the steps of a form or a mailed flow, which only a post or a
 * mail leads to.
 */
export const specPaths = new Set(sitePaths.filter((path) => !noindexPaths.includes(path)));

/**
 * Every link in the page's main content leads somewhere real: a page of the site, a
 * section of this page, or an email address or phone number.
 */
export async function expectMainLinksLeadSomewhere(page: Page) {
  const hrefs = await page
    .locator("main a")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    if (href.startsWith("#")) {
      await expect(page.locator(href), `${href} lands on a section of this page`).toHaveCount(1);
    } else if (!/^(mailto|tel):/.test(href)) {
      const url = new URL(href, "http://site.test");
      expect(specPaths.has(url.pathname), `${href} is a page of the site`).toBe(true);
    }
  }
}

/** The names of the buttons (not links) in the page's main content, but for those inside `outside`. */
export function mainButtonNames(page: Page, outside?: string) {
  return page
    .locator("main")
    .getByRole("button")
    .evaluateAll(
      (buttons, skip) =>
        buttons
          .filter((b) => !(skip && b.closest(skip)))
          .map((b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim()),
      outside,
    );
}

/** Where a heading sits against the sticky header, once any smooth scrolling has settled. */
export async function expectBelowHeader(page: Page, headingId: string) {
  const heading = page.locator(`#${headingId}`);
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
        const settled = top === last;
        last = top;
        return settled;
      },
      { intervals: [100] },
    ) // settled: the same top twice, 100 ms apart
    .toBe(true);
  const headerBottom = await page
    .getByRole("banner")
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(headerBottom);
  await expect(heading).toBeInViewport();
}
