import type { BrowserContext, Page, TestInfo } from "@playwright/test";

export const failed = (testInfo: TestInfo) => testInfo.status !== testInfo.expectedStatus;

/** The pages a failed test's screenshots have drawn: each once, by whichever fixture first. */
const drawnFor = new WeakMap<TestInfo, WeakSet<Page>>();
const drawnCount = (testInfo: TestInfo) =>
  testInfo.attachments.filter((attachment) => attachment.name === "screenshot").length;

/**
 * A failed test's screenshots: each page still open, as it was when the test failed.
 * Playwright's `screenshot: "only-on-failure"` draws these too, and also draws every page of
 * a context as the context closes, in case the test fails later, and a reused context is
 * handed back after every test: a screenshot per test, passing or not (256 in a passing
 * run), 11-21 s of the browser step's CPU at 1x. playwright.config.ts turns it off, and
 * the fixtures (fixtures.ts, and editor.spec.ts's hook) draw only a failed test's pages.
 */
export async function screenshotPages(contexts: BrowserContext[], testInfo: TestInfo) {
  const drawn = drawnFor.get(testInfo) ?? new WeakSet<Page>();
  drawnFor.set(testInfo, drawn);
  for (const page of contexts.flatMap((context) => context.pages())) {
    if (drawn.has(page) || page.isClosed()) continue;
    drawn.add(page);
    try {
      // A file, as Playwright's own were: the list reporter prints its path.
      const file = testInfo.outputPath(`test-failed-${drawnCount(testInfo) + 1}.png`);
      await page.screenshot({ path: file, timeout: 5_000, caret: "initial" });
      await testInfo.attach("screenshot", { path: file, contentType: "image/png" });
    } catch {
      // A page that hangs or closes as it is drawn: the error context still has its tree.
    }
  }
}
