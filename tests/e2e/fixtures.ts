import { test as base, expect, type Page } from "@playwright/test";
import { LAZY_BANDS_ATTRIBUTE } from "../../pipeline/postbuild/head-script.mjs";
import { clientRoot } from "../../server/build-paths.mjs";
import { listPages } from "../../server/pages.mjs";

/** Every page the build produced ("/", "/features", ...), read from build/client. */
export const builtRoutes: string[] = [...listPages(clientRoot).keys()].sort();

interface GuardOptions {
  /** Console messages a test expects (the 404 status of the not-found document, say). */
  allowedConsole: RegExp[];
}

/**
 * Every test fails if the page logs a console error or warning, throws, or requests
 * anything from another origin: the site must be self-contained and quiet.
 */
export const test = base.extend<GuardOptions & { siteGuard: undefined }>({
  allowedConsole: [[], { option: true }],
  siteGuard: [
    async ({ page, baseURL, allowedConsole }, use, testInfo) => {
      const problems: string[] = [];
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      const pageLog = logPage(page);
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        const text = message.text();
        if (!allowedConsole.some((pattern) => pattern.test(text)))
          problems.push(`console ${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      page.on("request", (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !/^(data|blob):/.test(url))
          problems.push(`request to another origin: ${url}`);
      });
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach("page log", { body: pageLog.join("\n"), contentType: "text/plain" });
      expect(problems, "console errors, uncaught errors or off-site requests").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * What the page asked for and heard, line by line with the time since the test began: each
 * request, its answer or failure, and console messages. Attached to a failed test, as the
 * trace carries no network log without DOM snapshots (playwright.config.ts).
 */
function logPage(page: Page) {
  const lines: string[] = [];
  const started = performance.now();
  const at = () => `${Math.round(performance.now() - started)} ms`.padStart(9);
  page.on("request", (request) => lines.push(`${at()} → ${request.method()} ${request.url()}`));
  page.on("response", (response) => lines.push(`${at()} ← ${response.status()} ${response.url()}`));
  page.on("requestfailed", (request) =>
    lines.push(`${at()} ✗ ${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on("console", (message) =>
    lines.push(`${at()} console.${message.type()}: ${message.text()}`),
  );
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) lines.push(`${at()} navigated to ${frame.url()}`);
  });
  return lines;
}

/**
 * Loads a page and makes it interactive, as a visitor's first key press does (a page loads
 * its code on the visitor's first intent: pipeline/postbuild/hydrate-on-intent.mjs); waits
 * until React has hydrated, so clicks reach React handlers, and the browser has laid out the
 * whole page, as it does when idle after that (pipeline/postbuild/head-script.mjs). Shift
 * alone types and moves nothing.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.keyboard.press("Shift");
  await page.waitForFunction(
    (lazyBands) =>
      document.documentElement.dataset.hydrated === "true" &&
      !document.documentElement.hasAttribute(lazyBands),
    LAZY_BANDS_ATTRIBUTE,
  );
  return response;
}

/**
 * Requests that could carry what a visitor typed: everything but the site's own code and
 * files fetched with GET (a toast's code, say, loads the first time one shows). The
 * returned list fills as the page makes requests.
 */
export function watchOutgoingData(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    // The site's own files: its code, and what the browser fetches by itself for a page it
    // has just loaded (the favicon, fonts, images), none of which carries a query.
    const ownAsset =
      request.method() === "GET" &&
      url.origin === new URL(page.url()).origin &&
      (url.pathname.startsWith("/assets/") ||
        (!url.search && !["document", "fetch", "xhr"].includes(request.resourceType())));
    if (!ownAsset) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}
