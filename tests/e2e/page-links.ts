import { expect, type Page } from "@playwright/test";

/**
 * The site's paths (spec 2.1, /pricing among its other link targets, and the legal pages), written out
 * here as an oracle independent of the route table: some are built by other pages' work.
 */
export const specPaths = new Set([
  "/",
  "/features",
  "/features/project-management",
  "/features/workflow-automation",
  "/features/sales-crm",
  "/features/team-collaboration",
  "/features/dashboards-reporting",
  "/features/integrations",
  "/features/developer-tools",
  "/use-cases",
  "/startup",
  "/solutions/startups",
  "/solutions/enterprise",
  "/solutions/enterprise/security",
  "/about",
  "/careers",
  "/partners",
  "/customers",
  "/contact",
  "/demo-projects",
  "/docs",
  "/resources/blog",
  "/resources/guides",
  "/resources/templates",
  "/resources/webinars",
  "/resources/api-docs",
  "/pricing",
  // What the site keeps and on what terms (issue 24), linked from every form.
  "/privacy",
  "/terms",
  "/cookies",
]);

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
