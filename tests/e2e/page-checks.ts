import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, type TestInfo } from "@playwright/test";
import axe from "axe-core";

/**
 * AxeBuilder evaluates axe-core's source (half a megabyte) in the page twice per scan, and
 * legacy mode (below) once more in each frame. This one evaluates it once per document:
 * the page's `axe`, once there, is used again, and the builder is handed a statement that
 * does nothing in its place. On the phone walk, one document serves eight pages' scans.
 */
class AxeOncePerDocument extends AxeBuilder {
  private readonly scanned: Page;
  constructor(page: Page) {
    super({ page, axeSource: ";" });
    this.scanned = page;
  }
  override async analyze() {
    if (!(await this.scanned.evaluate(() => "axe" in window)))
      await this.scanned.evaluate(axe.source);
    // The bands below the first and the footer skip their rendering while off screen
    // (`content-visibility: auto`, app/styles/app.css). Each size or hit test axe makes in
    // one then lays it out again: /resources/api-docs took 5.2 s for the contrast rule and
    // 2.3 s for tap targets as it arrived, 2.1 and 0.5 s laid out. So a scan sees every band
    // laid out, as a visitor who scrolls to it does, and the page is put back after.
    const laidOut = await this.scanned.evaluateHandle(() =>
      [...document.querySelectorAll<HTMLElement>("main > section, body > footer")].filter(
        (element) => getComputedStyle(element).contentVisibility === "auto",
      ),
    );
    await laidOut.evaluate((elements) => {
      for (const element of elements) element.style.contentVisibility = "visible";
      // A band drawn for the first time since the theme changed starts its colours'
      // transitions now: the scan reads where they end, not a frame of the fade.
      document.body.getBoundingClientRect();
      for (const animation of document.getAnimations())
        if (animation instanceof CSSTransition) animation.finish();
    });
    try {
      return await super.analyze();
    } finally {
      await laidOut
        .evaluate((elements) => {
          for (const element of elements) element.style.contentVisibility = "";
        })
        .catch(() => {}); // the page may have gone (a scan that ends a test)
      await laidOut.dispose().catch(() => {});
    }
  }
}

/**
 * An axe scan set up for speed, which the suite runs on every route and on what opens on a click:
 * - legacy mode runs axe once in the page, where the default opens a blank page per scan
 *   to merge frame results (the site has no frames);
 * - only violations are detailed (passes and the rest keep one node each).
 * Both halve the time of a scan (1.2 s to 0.4 s on /pricing) and find the same violations.
 */
const fastAxe = (page: Page) =>
  new AxeOncePerDocument(page).options({ resultTypes: ["violations"] }).setLegacyMode(true);

/** The axe rule sets every page is held to. */
export const axeScan = (page: Page) =>
  fastAxe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);

/**
 * The phone walk's scan of a route outside the sample of one page of each kind: every rule
 * but colour contrast, the slowest, which the sample's full scans and the design tokens'
 * check hold (`app/styles/theme-contrast.test.ts`). Each route is scanned once: the sample
 * whole at desktop width, the others on the phone walk, which loads no document per page
 * and whose width decides the size of tap targets.
 */
export const phoneAxeScan = (page: Page) => axeScan(page).disableRules(["color-contrast"]);

/** Axe's rule on the size of tap targets: the one a page's width changes. */
export const tapTargetScan = (page: Page) => fastAxe(page).withRules(["target-size"]);

/** Axe's colour-contrast rule alone: for a second look at a page in the other theme. */
export const contrastScan = (page: Page) => fastAxe(page).withRules(["color-contrast"]);

/** One line per violation with the elements it was found on, so a failure says where to look. */
export const summarizeViolations = (
  violations: { id: string; nodes: { target: unknown[]; html: string }[] }[],
) =>
  violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)}`).join(" | ")}`,
  );

/**
 * Collects Content-Security-Policy violations two ways: the `securitypolicyviolation`
 * event (registered before any page script runs) and the console report Chromium prints.
 */
export async function watchCsp(page: Page) {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

/** A policy header as a map of directive → sources. */
export function cspDirectives(policy: string) {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Requests that failed or answered an error status, apart from an expected document status. */
export function trackFailedRequests(page: Page, expectedDocumentStatus = 200) {
  const failed: string[] = [];
  page.on("requestfailed", (request) =>
    failed.push(`${request.url()} failed: ${request.failure()?.errorText}`),
  );
  page.on("response", (response) => {
    const isDocument = response.request().resourceType() === "document";
    const expected = isDocument ? expectedDocumentStatus : 200;
    if (response.status() >= 400 && response.status() !== expected)
      failed.push(`${response.url()} answered ${response.status()}`);
  });
  return failed;
}

/** A second page like the test's own (same width, device, base URL), with JavaScript off. */
export async function pageWithoutJavaScript(browser: Browser, testInfo: TestInfo) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } =
    testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    baseURL,
    javaScriptEnabled: false,
  });
  return context.newPage();
}

/** What a visitor reads in the main content (rendered text, hidden parts left out). */
export const mainText = (page: Page) =>
  page
    .locator("main")
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
    .innerText()
    .then((text) => text.replace(/\s+/g, " ").trim());

/** The targets of the header and footer links a visitor can reach, menus included. */
export const chromeLinks = (page: Page) =>
  page
    .locator("header a[href], footer a[href]")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));

/**
 * Counts the page's requests still under way; `settled()` resolves once a frame has been
 * drawn (so observers that start loads have run) and none is left. A condition, where
 * `networkidle` waits a fixed half second after the last request.
 */
export function watchRequests(page: Page) {
  const pending = new Set<unknown>();
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  return {
    settled: async () => {
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await expect.poll(() => pending.size, { intervals: [50] }).toBe(0);
    },
  };
}

/**
 * The page as a visitor without JavaScript reads it, in the same browser page: the served
 * HTML (the prerendered page) drawn in a sandboxed frame that runs no script, at the
 * page's own width, with the site's stylesheets, then read from the page around it (a
 * script of Playwright's own in the frame would be blocked, and logged). Its scripts are
 * left out, as such a browser ignores them (the sandbox would log each one it blocks).
 * Returns the main text (as `mainText` reads it) and the header and footer link targets (as
 * `chromeLinks`). (The header's current-page marks are the HTML's: the built-site check reads
 * them on every page.)
 */
export async function readWithoutJavaScript(page: Page, html: string) {
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "");
  return page.evaluate(
    async ({ srcdoc }) => {
      const iframe = document.createElement("iframe");
      iframe.setAttribute("sandbox", "allow-same-origin");
      iframe.title = "The page without JavaScript";
      iframe.style.cssText = `position:fixed;inset:0;width:${innerWidth}px;height:${innerHeight}px;border:0;z-index:2147483647`;
      const loaded = new Promise((done) => iframe.addEventListener("load", done, { once: true }));
      iframe.srcdoc = srcdoc;
      document.body.append(iframe);
      await loaded;
      const doc = iframe.contentDocument as Document;
      await doc.fonts.ready;
      const read = {
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
        mainText: (doc.querySelector("main") as HTMLElement | null)?.innerText
          .replace(/\s+/g, " ")
          .trim(),
        chromeLinks: [...doc.querySelectorAll("header a[href], footer a[href]")].map((a) =>
          a.getAttribute("href"),
        ),
      };
      iframe.remove();
      return read;
    },
    { srcdoc: withoutScripts },
  );
}

/**
 * Clipboard access, for tests of the copy buttons. Given with `test.use({ permissions })`,
 * so such a test gets a browser context of its own: a permission granted during a test
 * would outlive it in the context the next tests reuse (playwright.config.ts).
 */
export const CLIPBOARD = ["clipboard-read", "clipboard-write"];
