import type { Page, TestInfo } from "@playwright/test";
import { everyArticlePage, pages, parameterisedRouteOf } from "../../app/lib/page-table.js";
import { clientRoot } from "../../server/build-paths.mjs";
import { listFiles } from "../../server/pages.mjs";
import { expectedHeaderMarks } from "../support/header-marks";
import { siteContent } from "../support/site-content";
import { builtRoutes, everyBuiltRoute, expect, gotoHydrated, test } from "./fixtures";
import { legsOf, navigateInApp } from "./in-app-walk";
import {
  axeScan,
  chromeLinks,
  contrastScan,
  mainText,
  pageWithoutJavaScript,
  phoneAxeScan,
  readWithoutJavaScript,
  summarizeViolations,
  tapTargetScan,
  trackFailedRequests,
  watchCsp,
  watchRequests,
} from "./page-checks";

/**
 * Every route, and the not-found page: one load with JavaScript, followed by every check
 * that needs a rendering engine, each once (docs/decisions/007, docs/testing.md).
 *
 * What the served HTML alone decides (status, security headers, the CSP of its inline
 * scripts, the head's SEO tags, one h1, the header's current-page marks, links and anchors
 * of the build) is checked in Node by tests/built-site, in milliseconds per page; the
 * design tokens' colour pairs are checked for contrast in Node too
 * (app/styles/theme-contrast.test.ts).
 *
 * At desktop width, each page is loaded and hydrated with no console error (a hydration
 * mismatch is one), then scrolled through: no CSP violation, no failed request, nothing
 * left loading or scrolling sideways, every link of the hydrated page leading to a page or
 * file of the build. One page of each kind gets the rest there: the full axe scan, the
 * page read without JavaScript (the served HTML drawn with scripts off in a frame of the
 * same page: the same main text, header and footer links), the dark theme's contrast, and
 * the mark's look.
 *
 * At phone width, on a walk through every page (below): what the width decides, and the
 * axe scan of every page outside the sample. The header menus and drawer are opened
 * without JavaScript on a sample of pages, in a browser with JavaScript off. The fixture
 * fails any test on a console error or an off-site request.
 */

const NOT_FOUND = "/quality-check/no-such-page";
/**
 * The header is one component on every page, so its menus and drawer are opened without
 * JavaScript on the home page and on the not-found page, which the root's error boundary
 * draws. Its current-page marks are in every page's HTML (tests/built-site), and their
 * look is checked on ONE_OF_EACH_KIND.
 */
const OPEN_PLAIN_MENUS_ON = new Set(["/", NOT_FOUND]);
/**
 * One page of each kind (home, a feature, pricing, a solution, company, a list of
 * articles, an article with code, a guide, the API reference, the demo board, a form, a
 * notice, the not-found page): each section and component is on one of them. These get
 * the full axe scan at desktop width, colour contrast included, and are read without
 * JavaScript and scanned in the dark theme: colours the design tokens do not hold, and the
 * page as drawn with scripts off. The other routes' axe scan is on the phone walk, without
 * colour contrast (page-checks.ts).
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
const published = new Set([...everyBuiltRoute, ...listFiles(clientRoot)]);

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

const consoleAllowedOn = (status: number) => [
  // Chromium logs the not-found document's 404 status as a console error.
  ...(status === 404 ? [/status of 404/] : []),
  // The no-JavaScript frame is sandboxed: Playwright's own scripts are blocked there.
  /^Blocked script execution in 'about:srcdoc'/,
];

/**
 * A test's "route" annotations, one per route it checks: the audit reads each route's
 * results from them (scripts/audit-quality-checks.mjs).
 */
const routeAnnotations = (routes: string[]) =>
  routes.map((route) => ({
    type: "route",
    description: route === NOT_FOUND ? "(not found)" : route,
  }));

for (const route of ONE_OF_EACH_KIND) {
  const status = route === NOT_FOUND ? 404 : 200;
  const annotation = routeAnnotations([route]);

  test.describe(() => {
    // A [value, options] pair: a bare list of two patterns would read as one.
    test.use({ allowedConsole: [consoleAllowedOn(status), { scope: "test" }] });

    test(
      `${route}: hydrated, marked, linked, axe; without JavaScript and dark @desktop`,
      { annotation },
      async ({ page }, testInfo) => {
        const { served, requests, failed, cspViolations } = await loadAndHydrate(
          page,
          route,
          status,
        );
        await test.step("the header's mark is visible", () =>
          expectVisiblyMarked(page, testInfo, route));
        const hrefs = await chromeLinks(page);
        const content = await scrollThrough(page, testInfo, { requests, failed, cspViolations });
        await expectLinksLeadSomewhere(page);
        await test.step("without JavaScript: the same text and links", async () => {
          const plain = await readWithoutJavaScript(page, served);
          expect(plain.mainText, "the main content without JavaScript").toBe(content);
          expect(plain.chromeLinks, "header and footer links without JavaScript").toEqual(hrefs);
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

/** The route module that draws a page: pages of one module differ in their content only. */
function moduleOf(route: string) {
  const articleRoute = parameterisedRouteOf(route);
  const page =
    pages.find((entry) => entry.path === route) ??
    everyArticlePage.find((entry) => entry.path === articleRoute);
  return page?.module ?? route;
}

/**
 * Every other route module at desktop width, on its first page outside the sample: the page
 * loaded and hydrated (with no console error, so no hydration mismatch), scrolled through
 * (nothing left loading, nothing scrolling sideways, no failed request or CSP violation)
 * and its links followed to the build. The pages a module draws from other content (the
 * other posts, guides, tags and notices: 28 of the 54) are not loaded again here: their
 * HTML, links and head are checked in Node (tests/built-site), and each is rendered,
 * scrolled through and scanned by axe on the phone walk below. Loading them too cost about
 * 17 s of CPU for checks their module had passed (docs/testing.md). The pages go in legs of
 * a few, one document load each: a test apiece cost a reset of the shared page and a parked
 * pointer (125 ms) more.
 */
const DESKTOP_LEG = 8;
const sampledModules = new Set([...ONE_OF_EACH_KIND].map(moduleOf));
const firstOfEachOtherModule = builtRoutes.filter((route) => {
  const module = moduleOf(route);
  if (sampledModules.has(module)) return false;
  sampledModules.add(module);
  return true;
});
legsOf(firstOfEachOtherModule, DESKTOP_LEG).forEach((leg, index, legs) => {
  test(
    `every other route module's first page hydrates clean, loads whole and links to the build (leg ${index + 1} of ${legs.length}: ${leg[0]} …) @desktop`,
    {
      annotation: routeAnnotations(leg),
    },
    async ({ page }, testInfo) => {
      const checks = {
        cspViolations: await watchCsp(page),
        failed: trackFailedRequests(page, 200),
        requests: watchRequests(page),
      };
      for (const route of leg)
        await test.step(route, async () => {
          // Hydrated first: this step checks that hydration itself runs clean on every route.
          expect((await gotoHydrated(page, route))?.status()).toBe(200);
          await scrollThrough(page, testInfo, checks);
          await expectLinksLeadSomewhere(page);
        });
    },
  );
});

/**
 * At phone width, what the width decides, on every page: the whole page fits the screen,
 * nothing is left loading, no request fails, no CSP violation, and tap targets are large
 * enough (axe's target-size rule); and the axe scan of each route outside the sample
 * (`phoneAxeScan`), which a route gets once. The pages are walked inside one loaded page,
 * each a client-side navigation, as the router renders them after a visitor's first page:
 * every page's load and hydration are the desktop tests'. A leg starts with a page loaded
 * and hydrated; the last starts with the not-found page. The walk is also the check that
 * navigating in the app causes no CSP violation.
 */
const PHONE_LEG = 8;
const phoneLegs = legsOf([...builtRoutes], PHONE_LEG);
phoneLegs.push([NOT_FOUND, ...(phoneLegs.pop() ?? [])]);
phoneLegs.forEach((leg, index) => {
  const [first = "/"] = leg;
  test.describe(() => {
    if (first === NOT_FOUND) test.use({ allowedConsole: [/status of 404/] });
    test(
      `at phone width every page fits and has tap targets large enough; axe once per route (leg ${index + 1} of ${phoneLegs.length}: ${first} …) @phone`,
      {
        annotation: routeAnnotations(leg),
      },
      async ({ page }, testInfo) => {
        const checks = await loadAndHydrate(page, first, first === NOT_FOUND ? 404 : 200);
        for (const route of leg) {
          if (route !== first) await navigateInApp(page, route);
          await test.step(route, async () => {
            await scrollThrough(page, testInfo, checks);
            const scan = ONE_OF_EACH_KIND.has(route) ? tapTargetScan(page) : phoneAxeScan(page);
            const { violations } = await scan.analyze();
            expect(summarizeViolations(violations), `axe on ${route}`).toEqual([]);
          });
        }
      },
    );
  });
});

/** Every link of the hydrated page leads to a page or file of the build. */
function expectLinksLeadSomewhere(page: Page) {
  return test.step("every link leads to a page or file of the build", async () => {
    expect(await linksLeadingNowhere(page), "links to no page or file").toEqual([]);
  });
}

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
    const from = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 20_000);
    await scrollSettled(page, from);
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

/**
 * Waits, in the page, until the wheel has moved it from `from` (or it stands at its foot)
 * and it has stood still for two frames. The wheel lands a frame or two after Playwright
 * returns, and lazy bands grow as they are drawn: a scan taken meanwhile reads a page that
 * moves under it, and a link passing under the sticky header as a tap target too small.
 */
async function scrollSettled(page: Page, from: number) {
  const settled = await page.evaluate(
    (from) =>
      new Promise<boolean>((resolve) => {
        const root = document.documentElement;
        const moved = () =>
          window.scrollY !== from || window.scrollY + window.innerHeight >= root.scrollHeight - 1;
        const giveUp = setTimeout(() => resolve(false), 5_000);
        let last = "";
        let still = 0;
        const frame = () => {
          const now = `${window.scrollY} ${root.scrollHeight}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (moved() && still >= 2) {
            clearTimeout(giveUp);
            resolve(true);
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    from,
  );
  expect(settled, "the wheel moved the page, and it stood still, within 5 s").toBe(true);
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

const navigation = siteContent("chrome/navigation.json");

/** Without JavaScript the header menus are popovers that open, list links and close. */
async function expectPlainMenusOpen(plain: Page) {
  const nav = plain.getByRole("navigation", { name: "Main" });
  const openPanels = nav.locator("[popover]").filter({ visible: true });
  for (const menu of [
    navigation.productMenu,
    navigation.solutionsMenu,
    navigation.resourcesMenu,
  ].map((entry: { label: string }) => entry.label)) {
    await nav.getByRole("button", { name: menu }).click();
    await expect(openPanels).toHaveCount(1);
    expect(await openPanels.getByRole("link").count(), `${menu} menu links`).toBeGreaterThan(0);
    await plain.keyboard.press("Escape");
    await expect(openPanels).toHaveCount(0);
  }
  for (const { label } of navigation.headerLinks as { label: string }[])
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
}

/** Without JavaScript the phone menu button opens the drawer, which closes again. */
async function expectPlainDrawerOpens(plain: Page, whileOpen: () => Promise<unknown>) {
  await plain.getByRole("button", { name: "Open menu" }).click();
  const menu = plain.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await whileOpen();
  // The drawer's labels are the editors' (content/chrome/navigation.json).
  await expect(
    menu.getByRole("link", { name: navigation.productMenu.links[0].label, exact: true }),
  ).toBeVisible();
  for (const { label } of navigation.drawerLinks as { label: string }[])
    await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  await menu.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
}
