import type { Browser, Page, TestInfo } from "@playwright/test";
import { builtRoutes, expect, gotoHydrated, test } from "./fixtures";

/**
 * The quality budgets every route must meet at both widths (budgets.json, docs/decisions
 * 005): no console error or warning (the fixture fails the test on any, hydration
 * mismatches included), no failed request, and without JavaScript the same content with
 * working header and footer links. The not-found page is checked the same way.
 */

const NOT_FOUND = "/quality-check/no-such-page";

/** Requests that failed or answered an error status, apart from an expected document status. */
function trackFailedRequests(page: Page, expectedDocumentStatus = 200) {
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
async function pageWithoutJavaScript(browser: Browser, testInfo: TestInfo) {
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
const mainText = (page: Page) =>
  page
    .locator("main")
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
    .innerText()
    .then((text) => text.replace(/\s+/g, " ").trim());

/** The targets of the header and footer links a visitor can reach, menus included. */
const chromeLinks = (page: Page) =>
  page
    .locator("header a[href], footer a[href]")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));

function routeChecks(route: string, status: number) {
  const annotation = { type: "route", description: status === 404 ? "(not found)" : route };

  test(
    `${route}: no failed request, and without JavaScript the same content and links`,
    { annotation },
    async ({ page, browser }, testInfo) => {
      const failed = trackFailedRequests(page, status);
      const response = await gotoHydrated(page, route);
      expect(response?.status()).toBe(status);
      const hrefs = await chromeLinks(page);
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState("networkidle");
      const content = await mainText(page);
      expect(content).not.toContain("Loading...");
      expect(failed, "failed requests with JavaScript").toEqual([]);

      const plain = await pageWithoutJavaScript(browser, testInfo);
      const plainFailed = trackFailedRequests(plain, status);
      const plainResponse = await plain.goto(route);
      expect(plainResponse?.status()).toBe(status);
      await plain.waitForLoadState("networkidle");
      expect(await mainText(plain), "the main content without JavaScript").toBe(content);
      await expect(plain.getByRole("banner")).toBeVisible();
      await expect(plain.getByRole("contentinfo")).toBeVisible();
      expect(await chromeLinks(plain), "header and footer links without JavaScript").toEqual(hrefs);
      expect(plainFailed, "failed requests without JavaScript").toEqual([]);
      await plain.context().close();
    },
  );

  test(
    `${route}: without JavaScript the header menus open and list their links @desktop`,
    { annotation },
    async ({ browser }, testInfo) => {
      const plain = await pageWithoutJavaScript(browser, testInfo);
      await plain.goto(route);
      const nav = plain.getByRole("navigation", { name: "Main" });
      const openPanels = nav.locator("[popover]").filter({ visible: true });
      for (const menu of ["Product", "Solutions", "Resources"]) {
        await nav.getByRole("button", { name: menu }).click();
        await expect(openPanels).toHaveCount(1);
        expect(await openPanels.getByRole("link").count(), `${menu} menu links`).toBeGreaterThan(0);
        await plain.keyboard.press("Escape");
        await expect(openPanels).toHaveCount(0);
      }
      for (const name of ["Docs", "About", "Demo Projects"])
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      await plain.context().close();
    },
  );

  test(
    `${route}: without JavaScript the menu button opens the menu @phone`,
    { annotation },
    async ({ browser }, testInfo) => {
      const plain = await pageWithoutJavaScript(browser, testInfo);
      await plain.goto(route);
      await plain.getByRole("button", { name: "Open menu" }).click();
      const menu = plain.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "All Features" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "About" })).toBeVisible();
      await menu.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      await plain.context().close();
    },
  );
}

test.describe("quality budgets on every route", () => {
  for (const route of builtRoutes) routeChecks(route, 200);
});

test.describe("quality budgets on the not-found page", () => {
  // Chromium logs the document's 404 status as a console error.
  test.use({ allowedConsole: [/status of 404/] });
  routeChecks(NOT_FOUND, 404);
});

test.describe("links without JavaScript", () => {
  test("a header menu link leads to its page @desktop", async ({ browser }, testInfo) => {
    const plain = await pageWithoutJavaScript(browser, testInfo);
    await plain.goto("/");
    const nav = plain.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Product" }).click();
    await nav.getByRole("link", { name: /All Features/ }).click();
    await expect(plain).toHaveURL(/\/features$/);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText(
      "One platform for all your work",
    );
    await plain.context().close();
  });

  test("a phone menu link leads to its page @phone", async ({ browser }, testInfo) => {
    const plain = await pageWithoutJavaScript(browser, testInfo);
    await plain.goto("/");
    await plain.getByRole("button", { name: "Open menu" }).click();
    await plain
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "All Features" })
      .click();
    await expect(plain).toHaveURL(/\/features$/);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText(
      "One platform for all your work",
    );
    await plain.context().close();
  });

  test("a footer link and an in-page anchor work", async ({ browser }, testInfo) => {
    const plain = await pageWithoutJavaScript(browser, testInfo);
    await plain.goto("/features");
    const footer = plain.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Privacy" }).click();
    await expect(plain).toHaveURL(/\/features#privacy$/);
    await expect(plain.locator("#privacy")).toBeInViewport();
    await footer.getByRole("link", { name: "All Features" }).click();
    await expect(plain).toHaveURL(/\/features$/);
    await plain.context().close();
  });
});
