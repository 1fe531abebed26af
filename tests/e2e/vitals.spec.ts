import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { type Kysely, sql } from "kysely";
import { companyLinks } from "../../app/content/footer";
import { chromiumFlags, findChromium } from "../../pipeline/chromium-path.mjs";
import { addAccount } from "../../server/admin/accounts.mjs";
import { openDatabase } from "../../server/db/database.mjs";
import { expect, gotoHydrated, test } from "./fixtures";
import { axeScan, summarizeViolations } from "./page-checks";

// A beacon sent while a page unloads carries the browser's own user agent, not the one a
// test context sets, and headless Chromium's says "HeadlessChrome", which the server rightly
// takes for a bot. This file's browser names itself as an ordinary Chrome.
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [...chromiumFlags, `--user-agent=${CHROME}`],
  },
});

/** The test server's database, reached through its relay. */
let database: { db: Kysely<unknown>; close(): Promise<void> };
test.beforeAll(async () => {
  database = await openDatabase({ dataDir: process.env.E2E_DATA_DIR });
});
test.afterAll(async () => {
  await database?.close();
});

/** Values stored per metric for a route pattern, device class and, if given, navigation type. */
async function stored(route: string, device: string, navigation?: string) {
  const { rows } = await sql<{ metric: string; total: number }>`
    select metric, sum(count)::float8 as total from web_vital_histograms
    where route = ${route} and device = ${device}
      and (${navigation ?? null}::text is null or navigation = ${navigation ?? null})
    group by metric`.execute(database.db);
  return Object.fromEntries(rows.map((row) => [row.metric, row.total]));
}

/** Metrics with more values stored than before. */
const grown = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(after)
    .filter((metric) => (after[metric] ?? 0) > (before[metric] ?? 0))
    .sort();

/** Waits until the page's reporter is listening (it loads once the page is idle). */
async function reporterListening(page: Page) {
  await page.waitForFunction(
    () => performance.getEntriesByName("flowboard:vitals-listening").length > 0,
  );
}

const deviceOf = (projectName: string) => (projectName === "phone" ? "phone" : "desktop");

test("a visit's metrics are stored under its route pattern once the visitor leaves the page @desktop", async ({
  page,
}, testInfo) => {
  const device = deviceOf(testInfo.project.name);
  const route = "/resources/blog/:slug";
  const before = await stored(route, device, "navigate");
  await page.goto("/resources/blog/board-permissions-for-agencies?utm_source=newsletter");
  await reporterListening(page);
  // Leaving hides the page: pagehide and visibilitychange, and the beacons go out.
  await page.goto("/about");
  await expect
    .poll(async () => grown(before, await stored(route, device, "navigate")), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(["CLS", "FCP", "LCP", "TTFB"]));

  // The terminal table reads the same rows through the running server's relay.
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/vitals.mjs"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
  });
  expect(stdout).toMatch(new RegExp(`/resources/blog/:slug +${device} +LCP +[\\d.]+ m?s`));
});

test("a client-side navigation gets metrics of its own under its route, as a soft navigation @desktop", async ({
  page,
}, testInfo) => {
  test.skip(
    !(await page.evaluate(() =>
      PerformanceObserver.supportedEntryTypes.includes("soft-navigation"),
    )),
    "this Chromium does not report soft navigations",
  );
  const device = deviceOf(testInfo.project.name);
  // Hydrated first: a soft navigation is the client router's, which runs once the page has hydrated.
  await gotoHydrated(page, "/pricing");
  await reporterListening(page);
  // Whether a client-side navigation is a soft one is Chromium's call, by heuristics: it
  // left 4 of 75 navigations uncounted in loops of these steps, and 3 of 20 in this test
  // repeated, with the URL changed and the new page painted (from the header's links as
  // from the footer's; the failure of 2026-11-26's full run). What is under
  // test is what the reporter does with one Chromium counts, so the visitor goes on to
  // the next page until one is counted, three at most.
  let counted: { route: string; before: Record<string, number> } | undefined;
  for (const [name, route] of SOFT_NAVIGATIONS) {
    const before = await stored(route, device, "soft-navigation");
    await page.locator("footer").getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    // Chromium counts a soft navigation once the new content has painted, a moment after
    // the URL changes; leaving before then would leave nothing to send.
    const isSoft = await page
      .waitForFunction(
        (path) =>
          performance
            .getEntriesByType("soft-navigation")
            .some((entry) => new URL(entry.name).pathname === path),
        route,
        { timeout: 10_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (isSoft) {
      counted = { route, before };
      break;
    }
    console.log(`Chromium did not count the navigation to ${route} as soft; on to the next page`);
  }
  if (!counted) throw new Error("Chromium counted none of three client-side navigations as soft");
  const { route, before } = counted;
  await page.goto("/about");
  await expect
    .poll(async () => grown(before, await stored(route, device, "soft-navigation")), {
      timeout: 15_000,
    })
    .toEqual(expect.arrayContaining(["FCP", "TTFB"]));
});

/**
 * The footer's company links followed, one after another, until Chromium counts one as a
 * soft navigation: the three after About (the page left for at the end) and before Contact.
 */
const SOFT_NAVIGATIONS = companyLinks.links
  .filter((link) => ["/careers", "/partners", "/customers"].includes(link.href))
  .map((link) => [link.label, link.href] as const);

test("nothing is stored from a browser that asks not to be tracked (Sec-GPC: 1) @desktop", async ({
  page,
  browser,
}, testInfo) => {
  const device = deviceOf(testInfo.project.name);
  const before = await stored("/customers", device, "reload");
  const controlBefore = await stored("/careers", device, "reload");

  // A browser with Global Privacy Control on: the header on every request, and the flag.
  await page.setExtraHTTPHeaders({ "Sec-GPC": "1" });
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/customers");
  await page.reload();
  // The loader's idle callback was queued at load, before this one: it has run by now.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  // Even a beacon posted by hand is dropped by the server: it carries Sec-GPC.
  const beacon = JSON.stringify({
    device,
    metrics: [{ name: "LCP", value: 1200, navigation: "reload", path: "/customers" }],
  });
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/rum")),
    page.evaluate((body) => navigator.sendBeacon("/rum", body), beacon),
  ]);
  expect(await answer.request().headerValue("sec-gpc")).toBe("1");
  expect(answer.status()).toBe(204);
  await page.goto("/about");

  // A visitor without it, afterwards: once that visit is stored, anything the first had
  // sent would be stored too (the server writes what it counted in arrival order).
  const other = await browser.newContext({ viewport: page.viewportSize() });
  const control = await other.newPage();
  await control.goto("/careers");
  await control.reload();
  await reporterListening(control);
  await control.goto("/about");
  await expect
    .poll(async () => grown(controlBefore, await stored("/careers", device, "reload")), {
      timeout: 15_000,
    })
    .toContain("LCP");
  await other.close();

  expect(await stored("/customers", device, "reload")).toEqual(before);
  expect(requested.filter((path) => path.includes("vitals-reporter"))).toEqual([]);
  expect(requested.filter((path) => path === "/rum")).toEqual(["/rum"]);
});

test("the team reads a visited route's figures on /admin/vitals after logging in @desktop", async ({
  page,
}, testInfo) => {
  const device = deviceOf(testInfo.project.name);
  const before = await stored("/pricing", device, "navigate");
  await page.goto("/pricing");
  await reporterListening(page);
  await page.goto("/about");
  await expect
    .poll(async () => grown(before, await stored("/pricing", device, "navigate")), {
      timeout: 15_000,
    })
    .toContain("LCP");

  const email = `team-${randomUUID().slice(0, 8)}@flowboard.example`;
  const password = `pw-${randomUUID()}`;
  await addAccount(database.db, email, password);
  await page.goto("/admin/vitals");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("link", { name: "Web Vitals" }).click();

  await expect(page).toHaveURL(/\/admin\/vitals$/);
  await expect(page.getByRole("heading", { level: 1, name: "Core Web Vitals" })).toBeVisible();
  const table = page.getByRole("table", { name: /75th percentile of each metric/ });
  const row = table.getByRole("row").filter({
    has: page.getByRole("rowheader", { name: "/pricing", exact: true }),
    hasText: new RegExp(device, "i"),
  });
  await expect(row).toHaveCount(1);
  // The LCP cell: a value, its rating in words, the share of good values and the count.
  await expect(row.getByRole("cell").nth(1)).toHaveText(
    /^[\d.]+ m?s[✓!✕](Good|Needs improvement|Poor)\d+% good · [\d,]+ values?$/,
  );
  await expect(page.getByRole("img", { name: /^LCP, 75th percentile per day/ })).toBeVisible();
  expect(summarizeViolations((await axeScan(page).analyze()).violations)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("vitals-dashboard.png"), fullPage: true });
});
