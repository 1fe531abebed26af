import type { Page, TestInfo } from "@playwright/test";
import { drawerGroups, drawerLinks, headerLinks, headerMenus } from "../../app/content/navigation";
import { clientRoot } from "../../server/build-paths.mjs";
import { listFiles } from "../../server/pages.mjs";
import { builtRoutes, expect, gotoHydrated, test } from "./fixtures";
import {
  axeScan,
  chromeLinks,
  contrastScan,
  mainText,
  pageWithoutJavaScript,
  readWithoutJavaScript,
  summarizeViolations,
  trackFailedRequests,
  watchCsp,
  watchRequests,
} from "./page-checks";

/**
 * Every route, and the not-found page, at both widths: one load with JavaScript, followed
 * by every check that needs a rendering engine (docs/decisions/007).
 *
 * What the served HTML alone decides (status, security headers, the CSP of its inline
 * scripts, the head's SEO tags, one h1, links and anchors of the build) is checked in
 * Node by tests/built-site, in milliseconds per page. Here: the current-page marks after
 * hydration, no CSP violation, no failed request, nothing scrolling sideways, every link
 * of the hydrated page leading to a page or file of the build, the axe scan in the light
 * theme and its colour-contrast rule in the dark one, and the page without JavaScript (the
 * served HTML drawn with scripts off in a frame of the same page) reading the same: main
 * text, header and footer links, current-page marks. The header menus and drawer are
 * opened without JavaScript on a sample of pages, in a browser with JavaScript off. The
 * fixture fails any test on a console error or an off-site request.
 */

const NOT_FOUND = "/quality-check/no-such-page";
/**
 * The header is one component on every page, so its menus and drawer are opened without
 * JavaScript on a sample: a page in a menu, a header link, the home page, an article and
 * the not-found page. Its current-page marks are read on every page.
 */
const OPEN_PLAIN_MENUS_ON = new Set([
  "/",
  "/features/sales-crm",
  "/about",
  "/resources/blog/webhooks-or-polling",
  NOT_FOUND,
]);
/** The dark theme's page background (--color-background in app.css). */
const DARK_BACKGROUND = "rgb(11, 13, 20)";
/** Every path a link may lead to: the pages and the files of the build. */
const published = new Set([...builtRoutes, ...listFiles(clientRoot)]);

/**
 * What the header should mark as the current page (docs/spec/site-spec.md §2.2), read from the
 * navigation data: in the desktop header the direct link, or the menu trigger and the
 * entry inside its panel; in the phone drawer the entry. Pages in no menu mark nothing.
 */
function expectedHeaderMarks(route: string) {
  const desktop = [
    ...headerMenus
      .filter((group) => group.links.some((link) => link.href === route))
      .flatMap((group) => [`button ${group.label}`, `link ${route}`]),
    ...headerLinks.filter((link) => link.href === route).map((link) => `link ${link.href}`),
  ];
  const drawer = [...drawerGroups.flatMap((group) => group.links), ...drawerLinks]
    .filter((link) => link.href === route)
    .map((link) => `link ${link.href}`);
  return { desktop, drawer };
}

/** Where the header marks the current page: the desktop navigation, and the drawer. */
const MARKED = {
  desktop: 'nav[aria-label="Main"] [aria-current="page"]',
  drawer: '#mobile-menu [aria-current="page"]',
};

/** The elements the header marks with aria-current="page", menus and drawer included. */
async function headerMarks(page: Page) {
  const read = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((elements) =>
        elements.map((el) =>
          el.tagName === "BUTTON"
            ? `button ${el.textContent?.trim()}`
            : `link ${el.getAttribute("href")}`,
        ),
      );
  return { desktop: await read(MARKED.desktop), drawer: await read(MARKED.drawer) };
}

/**
 * The current page's entry looks marked, and not by colour alone: underlined in the
 * desktop header, bold in the open phone drawer.
 */
async function expectVisiblyMarked(page: Page, testInfo: TestInfo, route: string) {
  if (testInfo.project.name === "desktop") {
    const marked = page
      .getByRole("navigation", { name: "Main" })
      .locator('[aria-current="page"]')
      .filter({ visible: true });
    await expect(marked).toHaveCount(expectedHeaderMarks(route).desktop.length > 0 ? 1 : 0);
    for (const entry of await marked.all())
      await expect(entry).toHaveCSS("text-decoration-line", "underline");
    return;
  }
  const menu = page.getByRole("dialog", { name: "Menu" });
  if (!(await menu.isVisible())) return;
  const marked = menu.locator('[aria-current="page"]');
  await expect(marked).toHaveCount(expectedHeaderMarks(route).drawer.length);
  for (const entry of await marked.all()) {
    await expect(entry).toBeVisible();
    await expect(entry).toHaveCSS("font-weight", "600");
  }
}

/**
 * Same-origin links on the page whose path is neither a page nor a file of the build
 * (in-page anchors aside: the dead-link check of the build resolves those).
 */
async function linksLeadingNowhere(page: Page) {
  const { origin, pathname } = new URL(page.url());
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.filter((href) => {
    const url = new URL(href);
    return url.origin === origin && url.pathname !== pathname && !published.has(url.pathname);
  });
}

for (const route of [...builtRoutes, NOT_FOUND]) {
  const status = route === NOT_FOUND ? 404 : 200;
  const annotation = { type: "route", description: status === 404 ? "(not found)" : route };

  test.describe(() => {
    test.use({
      // A [value, options] pair: a bare list of two patterns would read as one.
      allowedConsole: [
        [
          // Chromium logs the not-found document's 404 status as a console error.
          ...(status === 404 ? [/status of 404/] : []),
          // The no-JavaScript frame is sandboxed: Playwright's own scripts are blocked there.
          /^Blocked script execution in 'about:srcdoc'/,
        ],
        { scope: "test" },
      ],
    });

    test(
      `${route}: marks, links, axe light and dark, and the same page without JavaScript`,
      {
        annotation,
      },
      async ({ page }, testInfo) => {
        const width = testInfo.project.use.viewport?.width ?? 0;
        const cspViolations = await watchCsp(page);
        const failed = trackFailedRequests(page, status);
        const requests = watchRequests(page);

        const served = await test.step("loads and hydrates", async () => {
          // Hydrated first: this step checks that hydration itself runs clean on every route.
          const response = await gotoHydrated(page, route);
          expect(response?.status()).toBe(status);
          return (await response?.text()) ?? "";
        });
        await test.step("the header marks the current page", async () => {
          expect(await headerMarks(page)).toEqual(expectedHeaderMarks(route));
          await expectVisiblyMarked(page, testInfo, route);
        });
        const hrefs = await chromeLinks(page);
        const content = await test.step("the whole page, scrolled through", async () => {
          await page.mouse.wheel(0, 20_000);
          // Sections near the bottom load their code as they come into view.
          await requests.settled();
          const content = await mainText(page);
          expect(content).not.toContain("Loading...");
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
          expect(await linksLeadingNowhere(page), "links to no page or file").toEqual([]);
          expect(failed, "failed requests with JavaScript").toEqual([]);
          expect(await cspViolations(), "CSP violations").toEqual([]);
          return content;
        });
        await test.step("without JavaScript: the same text, links and marks", async () => {
          const plain = await readWithoutJavaScript(page, served, MARKED);
          expect(plain.mainText, "the main content without JavaScript").toBe(content);
          expect(plain.chromeLinks, "header and footer links without JavaScript").toEqual(hrefs);
          expect(plain.marks, "current-page marks without JavaScript").toEqual(
            expectedHeaderMarks(route),
          );
          await requests.settled();
          expect(failed, "failed requests without JavaScript").toEqual([]);
        });
        await test.step("axe", async () => {
          const { violations } = await axeScan(page).analyze();
          expect(summarizeViolations(violations)).toEqual([]);
        });
        await test.step("colour contrast in the dark theme (the system setting)", async () => {
          await page.emulateMedia({ colorScheme: "dark" });
          // Colours that fade (hover tints) must not be read mid-transition: each is taken
          // to its end. (Waiting for them would not do: a transition in a section the browser
          // skips rendering, content-visibility: auto below the fold, never advances.)
          await page.evaluate(() => {
            for (const animation of document.getAnimations())
              if (animation instanceof CSSTransition) animation.finish();
          });
          expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
            DARK_BACKGROUND,
          );
          // The theme changes colours only, so contrast is what the dark scan must check.
          const { violations } = await contrastScan(page).analyze();
          expect(summarizeViolations(violations)).toEqual([]);
        });
      },
    );
  });
}

// The header is one component on every page, so its menus and drawer are opened without
// JavaScript on a sample, in a browser with JavaScript off.
for (const route of OPEN_PLAIN_MENUS_ON) {
  const status = route === NOT_FOUND ? 404 : 200;
  test.describe(() => {
    if (status === 404) test.use({ allowedConsole: [/status of 404/] });
    test(`${route}: without JavaScript the header menus (desktop) or drawer (phone) open`, async ({
      browser,
    }, testInfo) => {
      const plain = await pageWithoutJavaScript(browser, testInfo);
      const plainFailed = trackFailedRequests(plain, status);
      expect((await plain.goto(route))?.status()).toBe(status);
      await expect(plain.getByRole("banner")).toBeVisible();
      await expect(plain.getByRole("contentinfo")).toBeVisible();
      if (testInfo.project.name === "desktop") await expectPlainMenusOpen(plain);
      else await expectPlainDrawerOpens(plain, () => expectVisiblyMarked(plain, testInfo, route));
      expect(plainFailed, "failed requests without JavaScript").toEqual([]);
      await plain.context().close();
    });
  });
}

/** Without JavaScript the header menus are popovers that open, list links and close. */
async function expectPlainMenusOpen(plain: Page) {
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
}

/** Without JavaScript the phone menu button opens the drawer, which closes again. */
async function expectPlainDrawerOpens(plain: Page, whileOpen: () => Promise<unknown>) {
  await plain.getByRole("button", { name: "Open menu" }).click();
  const menu = plain.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await whileOpen();
  await expect(menu.getByRole("link", { name: "All Features" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "About" })).toBeVisible();
  await menu.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
}
