import { expect, type Page } from "@playwright/test";

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
