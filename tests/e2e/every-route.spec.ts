import type { Page, TestInfo } from "@playwright/test";
import { drawerGroups, drawerLinks, headerLinks, headerMenus } from "../../app/content/navigation";
import { clientRoot } from "../../server/build-paths.mjs";
import { listFiles } from "../../server/pages.mjs";
import { builtRoutes, expect, gotoHydrated, test } from "./fixtures";
import { legsOf, navigateInApp } from "./in-app-walk";
import {
  axeScan,
  chromeLinks,
  contrastScan,
  mainText,
  pageWithoutJavaScript,
  readWithoutJavaScript,
  structuralAxeScan,
  summarizeViolations,
  tapTargetScan,
  trackFailedRequests,
  watchCsp,
  watchRequests,
} from "./page-checks";

/**
 * Every route, and the not-found page: one load with JavaScript, followed by every check
 * that needs a rendering engine (docs/decisions/007, docs/testing.md).
 *
 * What the served HTML alone decides (status, security headers, the CSP of its inline
 * scripts, the head's SEO tags, one h1, links and anchors of the build) is checked in
 * Node by tests/built-site, in milliseconds per page; the design tokens' colour pairs are
 * checked for contrast in Node too (app/styles/theme-contrast.test.ts).
 *
 * At desktop width, each page is loaded and checked whole: it hydrates with no console
 * error (a hydration mismatch is one), the current-page marks, no CSP violation, no failed
 * request, nothing scrolling sideways, every link of the hydrated page leading to a page
 * or file of the build, and the axe scan. One page of each kind is also read without
 * JavaScript (the served HTML drawn with scripts off in a frame of the same page: the same
 * main text, header and footer links and marks) and scanned for contrast in the dark theme.
 *
 * At phone width only what the width decides is checked again, on a walk through every
 * page (below). The header menus and drawer are opened without JavaScript on a sample of
 * pages, in a browser with JavaScript off. The fixture fails any test on a console error
 * or an off-site request.
 */

const NOT_FOUND = "/quality-check/no-such-page";
/**
 * The header is one component on every page, so its menus and drawer are opened without
 * JavaScript on the home page and on the not-found page, which the root's error boundary
 * draws. Its current-page marks are read on every page, with and without JavaScript
 * (ONE_OF_EACH_KIND).
 */
const OPEN_PLAIN_MENUS_ON = new Set(["/", NOT_FOUND]);
/**
 * One page of each kind (home, a feature, pricing, a solution, company, a list of
 * articles, an article with code, a guide, the API reference, the demo board, a form, a
 * notice, the not-found page): each section and component is on one of them. These are
 * also read without JavaScript, scanned in the dark theme, and get axe's rules of colour and
 * size at desktop width (the other routes' scan leaves those out: page-checks.ts). A hydration that changes a
 * page is a console error on every route, which fails its test; what the sample adds is
 * the page as drawn with scripts off, and colours the design tokens do not hold.
 */
const ONE_OF_EACH_KIND = new Set([
  "/",
  "/features/sales-crm",
  "/pricing",
  "/solutions/enterprise",
  "/about",
  "/resources/blog",
  "/resources/blog/webhooks-or-polling",
  "/resources/guides/building-integrations-with-the-flowboard-api",
  "/resources/api-docs",
  "/demo-projects",
  "/contact",
  "/newsletter/check-inbox",
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
      `${route}: marks, links and axe once hydrated${ONE_OF_EACH_KIND.has(route) ? "; without JavaScript and dark" : ""} @desktop`,
      {
        annotation,
      },
      async ({ page }, testInfo) => {
        const { served, requests, failed, cspViolations } = await loadAndHydrate(
          page,
          route,
          status,
        );
        await test.step("the header marks the current page", async () => {
          expect(await headerMarks(page)).toEqual(expectedHeaderMarks(route));
          await expectVisiblyMarked(page, testInfo, route);
        });
        const hrefs = await chromeLinks(page);
        const content = await scrollThrough(page, testInfo, { requests, failed, cspViolations });
        await test.step("every link leads to a page or file of the build", async () => {
          expect(await linksLeadingNowhere(page), "links to no page or file").toEqual([]);
        });
        if (ONE_OF_EACH_KIND.has(route))
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
          // Colour and tap-target size are held elsewhere on every route (DRAWN_RULES).
          const scan = ONE_OF_EACH_KIND.has(route) ? axeScan(page) : structuralAxeScan(page);
          const { violations } = await scan.analyze();
          expect(summarizeViolations(violations)).toEqual([]);
        });
        if (ONE_OF_EACH_KIND.has(route))
          await test.step("colour contrast in the dark theme (the system setting)", async () => {
            await page.emulateMedia({ colorScheme: "dark" });
            // Colours that fade (hover tints) must not be read mid-transition: each is taken
            // to its end. (Waiting for them would not do: a transition in a section the
            // browser skips rendering, content-visibility: auto below the fold, never advances.)
            await page.evaluate(() => {
              for (const animation of document.getAnimations())
                if (animation instanceof CSSTransition) animation.finish();
            });
            expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
              DARK_BACKGROUND,
            );
            const { violations } = await contrastScan(page).analyze();
            expect(summarizeViolations(violations)).toEqual([]);
          });
      },
    );
  });
}

/**
 * At phone width, what the width decides, on every page: the whole page fits the screen,
 * nothing is left loading, no request fails, no CSP violation, and tap targets are large
 * enough (axe's target-size rule). The pages are walked inside one loaded page, each a
 * client-side navigation, as the router renders them after a visitor's first page: a
 * document load per page would check nothing more at this width (every page's load,
 * hydration and scan are the desktop test's). A leg starts with a page loaded and hydrated;
 * the last starts with the not-found page. The walk is also the check that navigating in
 * the app causes no CSP violation.
 */
const PHONE_LEG = 8;
const phoneLegs = legsOf([...builtRoutes], PHONE_LEG);
phoneLegs.push([NOT_FOUND, ...(phoneLegs.pop() ?? [])]);
phoneLegs.forEach((leg, index) => {
  const [first = "/"] = leg;
  test.describe(() => {
    if (first === NOT_FOUND) test.use({ allowedConsole: [/status of 404/] });
    test(`at phone width every page fits and has tap targets large enough (leg ${index + 1} of ${phoneLegs.length}: ${first} …) @phone`, async ({
      page,
    }, testInfo) => {
      const checks = await loadAndHydrate(page, first, first === NOT_FOUND ? 404 : 200);
      for (const route of leg) {
        if (route !== first) await navigateInApp(page, route);
        await test.step(route, async () => {
          await scrollThrough(page, testInfo, checks);
          const { violations } = await tapTargetScan(page).analyze();
          expect(summarizeViolations(violations), `tap targets on ${route}`).toEqual([]);
        });
      }
    });
  });
});

/** Loads the route and hydrates it, watching for CSP violations and failed requests. */
async function loadAndHydrate(page: Page, route: string, status: number) {
  const cspViolations = await watchCsp(page);
  const failed = trackFailedRequests(page, status);
  const requests = watchRequests(page);
  const served = await test.step("loads and hydrates", async () => {
    // Hydrated first: this step checks that hydration itself runs clean on every route.
    const response = await gotoHydrated(page, route);
    expect(response?.status()).toBe(status);
    return (await response?.text()) ?? "";
  });
  return { served, requests, failed, cspViolations };
}

/**
 * Scrolls to the end, so sections near the bottom load their code, and checks the whole
 * page: nothing left loading, nothing wider than the screen, no failed request, no CSP
 * violation. Returns the main content's text.
 */
async function scrollThrough(
  page: Page,
  testInfo: TestInfo,
  checks: Omit<Awaited<ReturnType<typeof loadAndHydrate>>, "served">,
) {
  return test.step("the whole page, scrolled through", async () => {
    await page.mouse.wheel(0, 20_000);
    await checks.requests.settled();
    const content = await mainText(page);
    expect(content).not.toContain("Loading...");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
      testInfo.project.use.viewport?.width ?? 0,
    );
    expect(checks.failed, "failed requests with JavaScript").toEqual([]);
    expect(await checks.cspViolations(), "CSP violations").toEqual([]);
    return content;
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
