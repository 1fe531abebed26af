import path from "node:path";
import type { Page, Response, TestInfo } from "@playwright/test";
import { drawerGroups, drawerLinks, headerLinks, headerMenus } from "../../app/content/navigation";
import { notices } from "../../app/content/notices";
import { site } from "../../app/content/site";
import { noindexPaths } from "../../app/lib/site-paths";
import { listFiles } from "../../server/pages.mjs";
import { builtRoutes, expect, gotoHydrated, test } from "./fixtures";
import {
  axeScan,
  chromeLinks,
  contrastScan,
  cspDirectives,
  mainText,
  pageWithoutJavaScript,
  summarizeViolations,
  trackFailedRequests,
  watchCsp,
} from "./page-checks";

/**
 * Every route, and the not-found page, at both widths: one load with JavaScript and one
 * without, each followed by every check that reads a whole page, so the suite loads each
 * page twice per width rather than once per check (docs/decisions/007).
 *
 * With JavaScript: the status, the security headers and a CSP with no violation, the head's
 * SEO tags, one h1, no failed request, nothing scrolling sideways, every link on the page
 * leading to a page or file of the build, and no axe violation. Without JavaScript: the
 * same main text, header and footer links and current-page marks, and (on a sample of
 * pages) header menus (desktop) or drawer (phone) that open. The axe scan runs in the
 * light theme, and its colour-contrast rule in the dark one too. The fixture fails any of
 * them on a console error or an off-site request.
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
/** Steps of a flow (check your inbox, unsubscribed ...): kept out of search engines, as the not-found page. */
const UNINDEXED = new Set<string>(Object.values(notices).map((notice) => notice.path));
/** The dark theme's page background (--color-background in app.css). */
const DARK_BACKGROUND = "rgb(11, 13, 20)";
/** Every path a link may lead to: the pages and the files of the build. */
const published = new Set([...builtRoutes, ...listFiles(path.resolve("build/client"))]);

function expectSecurityHeaders(response: Response | null | undefined) {
  const headers = response?.headers() ?? {};
  const policy = headers["content-security-policy"] ?? "";
  const csp = cspDirectives(policy);
  const scriptSrc = csp.get("script-src") ?? [];
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc.slice(1).length).toBeGreaterThan(0);
  for (const source of scriptSrc.slice(1)) expect(source).toMatch(/^'sha256-[\w+/]+=*'$/);
  expect(policy).not.toMatch(/unsafe-eval/);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
}

async function jsonLdTypes(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => (JSON.parse(text) as Record<string, unknown>)["@type"]);
}

async function expectSeoTags(page: Page, route: string) {
  const url = `${site.origin}${route}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
  const title = await page.title();
  expect(title).toContain(site.name);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length).toBeGreaterThan(50);
  for (const selector of ['meta[property="og:description"]', 'meta[name="twitter:description"]'])
    await expect(page.locator(selector)).toHaveAttribute("content", description ?? "");
  const own = articleSeo(route);
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toBe(`${site.origin}${own.image}`);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image ?? "");
  const served = await page.request.get(new URL(image ?? "").pathname);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const depth = route.split("/").filter(Boolean).length;
  expect(await jsonLdTypes(page)).toEqual([
    ...(route === "/" ? ["Organization"] : depth >= 2 ? ["BreadcrumbList"] : []),
    ...own.jsonLd,
  ]);
}

/**
 * What an article page adds to the common tags (issue 12): its own Open Graph picture,
 * rendered at build, and its schema.org type. Other pages share the site's card.
 */
function articleSeo(route: string): { image: string; jsonLd: string[] } {
  const post = /^\/resources\/blog\/(?!tags\/)([a-z0-9-]+)$/.exec(route)?.[1];
  if (post) return { image: `/og/blog/${post}.png`, jsonLd: ["BlogPosting"] };
  const guide = /^\/resources\/guides\/([a-z0-9-]+)$/.exec(route)?.[1];
  if (guide) return { image: `/og/guides/${guide}.png`, jsonLd: ["Article"] };
  if (route === "/changelog") return { image: "/og/changelog.png", jsonLd: [] };
  return { image: "/social-card.png", jsonLd: [] };
}

/**
 * What the header should mark as the current page (spec 2.2, issue 17), read from the
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
  return {
    desktop: await read('nav[aria-label="Main"] [aria-current="page"]'),
    drawer: await read('#mobile-menu [aria-current="page"]'),
  };
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
    // Chromium logs the not-found document's 404 status as a console error.
    if (status === 404) test.use({ allowedConsole: [/status of 404/] });

    test(
      `${route}: headers, SEO, links, axe, and the same page without JavaScript`,
      {
        annotation,
      },
      async ({ page, browser }, testInfo) => {
        test.setTimeout(90_000);
        const width = testInfo.project.use.viewport?.width ?? 0;
        const cspViolations = await watchCsp(page);
        const failed = trackFailedRequests(page, status);

        const response = await test.step("loads and hydrates", async () => {
          const response = await gotoHydrated(page, route);
          expect(response?.status()).toBe(status);
          return response;
        });
        await test.step("security headers", () => expectSecurityHeaders(response));
        await test.step("the header marks the current page", async () => {
          expect(await headerMarks(page)).toEqual(expectedHeaderMarks(route));
          await expectVisiblyMarked(page, testInfo, route);
        });
        await test.step("title, one h1, SEO tags", async () => {
          await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
          if (status === 404 || noindexPaths.includes(route) || UNINDEXED.has(route)) {
            await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
            await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
          } else await expectSeoTags(page, route);
        });
        const hrefs = await chromeLinks(page);
        const content = await test.step("the whole page, scrolled through", async () => {
          await page.mouse.wheel(0, 20_000);
          await page.waitForLoadState("networkidle");
          const content = await mainText(page);
          expect(content).not.toContain("Loading...");
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
          expect(await linksLeadingNowhere(page), "links to no page or file").toEqual([]);
          expect(failed, "failed requests with JavaScript").toEqual([]);
          expect(await cspViolations(), "CSP violations").toEqual([]);
          return content;
        });
        await test.step("axe", async () => {
          const { violations } = await axeScan(page).analyze();
          expect(summarizeViolations(violations)).toEqual([]);
        });
        await test.step("colour contrast in the dark theme (the system setting)", async () => {
          await page.emulateMedia({ colorScheme: "dark" });
          // Colours that fade (hover tints) must not be read mid-transition.
          await page.evaluate(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((animation) => animation instanceof CSSTransition)
                // A transition replaced by another rejects `finished`; that one is over too.
                .map((animation) => animation.finished.catch(() => undefined)),
            ),
          );
          expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
            DARK_BACKGROUND,
          );
          // The theme changes colours only, so contrast is what the dark scan must check.
          const { violations } = await contrastScan(page).analyze();
          expect(summarizeViolations(violations)).toEqual([]);
        });

        await test.step("without JavaScript", async () => {
          const plain = await pageWithoutJavaScript(browser, testInfo);
          const plainFailed = trackFailedRequests(plain, status);
          // Without JavaScript nothing loads after the load event.
          const plainResponse = await plain.goto(route);
          expect(plainResponse?.status()).toBe(status);
          expect(await mainText(plain), "the main content without JavaScript").toBe(content);
          await expect(plain.getByRole("banner")).toBeVisible();
          await expect(plain.getByRole("contentinfo")).toBeVisible();
          expect(await chromeLinks(plain), "header and footer links without JavaScript").toEqual(
            hrefs,
          );
          expect(await headerMarks(plain), "current-page marks without JavaScript").toEqual(
            expectedHeaderMarks(route),
          );
          if (OPEN_PLAIN_MENUS_ON.has(route)) {
            if (testInfo.project.name === "desktop") await expectPlainMenusOpen(plain);
            else
              await expectPlainDrawerOpens(plain, () =>
                expectVisiblyMarked(plain, testInfo, route),
              );
          }
          expect(plainFailed, "failed requests without JavaScript").toEqual([]);
          await plain.context().close();
        });
      },
    );
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
