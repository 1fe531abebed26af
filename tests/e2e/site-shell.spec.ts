import { readFileSync } from "node:fs";
import { site } from "../../app/content/site";
import { siteContent } from "../support/site-content";
import {
  chunkPattern,
  expect,
  gotoHydrated,
  holdRequests,
  OWN_CONTEXT,
  test,
  untilHydrated,
} from "./fixtures";

// The pages' words are the editors' (content/): read as the pages read them.
const notFound = siteContent("pages/not-found.json");
const featuresTitle = siteContent("pages/features.json").featuresIntro.title;
const seeAllFeatures = siteContent("pages/home.json").coreProductsSection.cta.label;
const homeHeadline = siteContent("pages/home.json").hero.title;

import { watchRequests } from "./page-checks";

test.describe("footer", () => {
  test("has the brand text, columns, company and legal links, social names and this year's copyright @desktop", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const column of ["Product", "Resources", "Company", "Address"]) {
      await expect(footer.getByRole("heading", { name: column, exact: true })).toBeVisible();
    }
    for (const href of [
      "/careers",
      "/partners",
      "/customers",
      "/contact",
      "/terms",
      "/privacy",
      "/cookies",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    // The legal links lead to pages now, not to notes at the foot of every page.
    await expect(
      page.locator('a[href="#terms"], a[href="#privacy"], a[href="#cookies"]'),
    ).toHaveCount(0);
    await expect(page.locator("#terms, #cookies")).toHaveCount(0);
    for (const network of ["LinkedIn", "X", "GitHub", "YouTube"]) {
      await expect(footer.getByRole("link", { name: `Flowboard on ${network}` })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Flowboard`);
    await footer.getByRole("link", { name: "Privacy", exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
    await expect(page.getByRole("main")).toContainText("Last updated");
  });

  test.describe(() => {
    // On the browser's clock: a context of its own (fixtures.ts).
    test.use(OWN_CONTEXT);
    test("the copyright line shows the browser's current year, not the build's @desktop", async ({
      page,
      browser,
    }, testInfo) => {
      const built = new Date().getFullYear();
      // A visitor after New Year, years after this build.
      await page.clock.setFixedTime(new Date(`${built + 3}-01-02T10:00:00`));
      await page.goto("/about");
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(`© ${built + 3} Flowboard, Inc.`);
      await expect(footer).not.toContainText(`© ${built} Flowboard`);
      // The prerendered page says the year it was built.
      const plain = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: testInfo.project.use.baseURL,
      });
      const plainPage = await plain.newPage();
      await plainPage.goto("/about");
      await expect(plainPage.getByRole("contentinfo")).toContainText(`© ${built} Flowboard, Inc.`);
      await plain.close();
    });
  });

  test.describe(() => {
    // Chromium logs the refusal's 400 status as a console error.
    test.use({ allowedConsole: [/status of 400/] });
    test("the newsletter form's refusal of an address is the site's own, in the page's words @desktop", async ({
      page,
    }) => {
      // The browser's own bubble would speak the browser's language (decision 035): the form
      // is noValidate, and the server's answer says what is wrong.
      const answers = JSON.parse(readFileSync("content/forms/form-answers.json", "utf8")) as {
        newsletter: { invalid: string };
      };
      await page.goto("/");
      const email = page.getByLabel("Email address");
      await expect(email).toHaveAttribute("type", "email");
      await expect(email).toHaveAttribute("placeholder", "Enter your email");
      await email.fill("not-an-email");
      await untilHydrated(page);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText(
        answers.newsletter.invalid,
      );
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test("a toast's code loads with the first toast, not with the page @desktop", async ({
    page,
  }) => {
    const toastCode: string[] = [];
    page.on("request", (request) => {
      if (chunkPattern("toast-list").test(request.url())) toastCode.push(request.url());
    });
    const requests = watchRequests(page);
    await page.goto("/resources/webinars");
    // Everything the page loads by itself has loaded (a condition, not an idle timer).
    await requests.settled();
    expect(toastCode).toEqual([]);
    await page
      .getByRole("button", { name: /^Register for / })
      .first()
      .click();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText(/^Registration for /),
    ).toBeVisible();
    expect(toastCode).toHaveLength(1);
  });

  test("F8 moves focus to the notification region @desktop", async ({ page }) => {
    await page.goto("/resources/webinars");
    await page
      .getByRole("button", { name: /^Register for / })
      .first()
      .click();
    const region = page.getByRole("region", { name: /Notifications \(F8\)/ });
    await expect(region.getByText(/^Registration for /)).toBeVisible();
    await page.keyboard.press("F8");
    await expect
      .poll(() => region.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
  });

  test("the back-to-top button appears only past 300 px and scrolls to the top", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toHaveCount(0);
    // A visitor's first scroll, with nothing pressed: the page's code has not loaded.
    await page.mouse.wheel(0, 1800);
    await expect(button).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.mouse.wheel(0, -1800);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => window.scrollY === 300);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(button).toHaveCount(0);
  });
});

test.describe("navigation behaviour", () => {
  // As the page arrives the link is a page load (the browser's own scroll handling); once
  // hydrated it is the app's navigation (React Router's scroll restoration). With motion
  // allowed, where the stylesheet scrolls smoothly: the new page is at its top, and the
  // old one back at its place, as soon as each is drawn, not after a glide.
  for (const start of ["as it arrives", "once hydrated"] as const)
    test(`a new page opens at the top, and Back shows the old place again (${start})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "no-preference" });
      if (start === "once hydrated") await gotoHydrated(page, "/");
      else await page.goto("/");
      const link = page.getByRole("link", { name: seeAllFeatures });
      await link.scrollIntoViewIfNeeded();
      const place = await page.evaluate(() => window.scrollY);
      expect(place).toBeGreaterThan(500);
      await link.click();
      await expect(page).toHaveURL(/\/features$/);
      await expect(page.getByRole("heading", { level: 1, name: featuresTitle })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      if (start === "as it arrives") await expect(link).toBeInViewport();
      else {
        // The app's Back restores the place in the same commit that draws the page.
        await expect(link).toBeAttached();
        expect(await page.evaluate(() => window.scrollY)).toBe(place);
      }
    });

  test("icons are drawn from the page's own HTML, and from the sprite on a page the browser draws @desktop", async ({
    page,
  }) => {
    const spriteRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/icons-[\w-]+\.svg/.test(request.url())) spriteRequests.push(request.url());
    });
    // <Icon>'s box and stroke (app/components/icon.tsx), which mock-up drawings do not share.
    const ICON_IN_MAIN = 'main svg[aria-hidden="true"][viewBox="0 0 24 24"][stroke="currentColor"]';
    const drawnWidth = (icon: ReturnType<typeof page.locator>) =>
      icon.evaluate((svg) => (svg as SVGSVGElement).getBBox().width);
    // Hydrated first: a page the browser draws is one the app's router renders.
    await gotoHydrated(page, "/");
    // The prerendered page carries each icon's shapes: hydrated, they are still drawn, and
    // no second document was fetched for them.
    const homeIcon = page.locator(ICON_IN_MAIN).first();
    await expect(homeIcon.locator("path, circle, rect, line, polyline").first()).toBeAttached();
    expect(await drawnWidth(homeIcon)).toBeGreaterThan(0);
    expect(spriteRequests).toEqual([]);
    await page.getByRole("link", { name: seeAllFeatures }).click();
    await expect(page.getByRole("heading", { level: 1, name: featuresTitle })).toBeVisible();
    // Drawn in the browser, a page's icons point into the sprite, fetched once.
    const firstIcon = page.locator(ICON_IN_MAIN).first();
    await expect(firstIcon.locator("use")).toHaveCount(1);
    await expect.poll(() => drawnWidth(firstIcon)).toBeGreaterThan(0);
    expect(spriteRequests).toHaveLength(1);
  });

  test('a page fetched on demand shows "Loading..." until its code arrives @desktop', async ({
    page,
  }) => {
    // Hydrated first: the notice belongs to the app's client-side navigation.
    await gotoHydrated(page, "/");
    const release = await holdRequests(page, chunkPattern("not-found"));
    // A history change the router follows, as Back/Forward would, to an unknown path.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/no-such-page");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("status").getByText("Loading...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: notFound.title })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });
});

test.describe("not-found page", () => {
  test.use({ allowedConsole: [/status of 404/] });

  test("an unknown path answers HTTP 404 with the not-found page and a way back @desktop", async ({
    page,
  }) => {
    const response = await page.goto("/this/page/is/missing");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`${notFound.meta.title} | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1, name: notFound.title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: notFound.homeLink }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHeadline);
  });
});

test.describe("layout between phone and desktop @desktop", () => {
  // One load, laid out at each width in turn (the page's CSS decides; it is not yet live).
  test("at 768, 1024 and 1100 px no page content, footer included, scrolls sideways", async ({
    page,
  }) => {
    await page.goto("/");
    for (const width of [768, 1024, 1100])
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        const email = page.getByRole("contentinfo").getByRole("link", { name: /hello@flowboard/ });
        const box = await email.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      });
  });
});

test.describe("code loaded after the first view", () => {
  // A second <link> to the site's stylesheet restyles and lays out the whole page (130 ms
  // at 4x CPU on /demo-projects); vite.config.ts says why Vite would add one.
  test("links no second stylesheet: the live board, search and a tooltip @desktop", async ({
    page,
  }) => {
    const stylesheets = page.locator('link[rel="stylesheet"]');
    await page.goto("/demo-projects");
    await expect(stylesheets).toHaveCount(1);
    const board = page.getByRole("group", { name: "Live demo board" });
    // The board's code loads on the visitor's first press there.
    await board.getByRole("button", { name: "Kanban" }).click();
    await expect(board).toHaveAttribute("data-region-live", "");
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog", { name: /search/i })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Theme:/ }).hover();
    await expect(page.getByRole("tooltip")).toBeVisible();
    expect(
      await stylesheets.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual([expect.stringMatching(/^\/assets\/shell-[\w-]+\.css#$/)]);
  });
});
