import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { sql } from "kysely";
import { localeNamed } from "../../app/lib/locales.js";
import { siteContent } from "../support/site-content";
import { logIn, newAccount, withDatabase } from "./admin-helpers";
import { expect, gotoHydrated, test } from "./fixtures";
import { navigateInApp } from "./in-app-walk";
import { axeScan, summarizeViolations } from "./page-checks";

/**
 * The visit analytics in the browser (docs/decisions/025): a visit arriving from a campaign
 * reads /pricing and sends the contact form; the dashboard shows the visit, its campaign
 * and the goal, and the lead shows the campaign. A browser with Global Privacy Control
 * sends nothing and nothing of it is kept. The rules behind them (hashes, visits, hostile
 * beacons, two instances) are server/analytics/analytics.test.mjs's.
 */

const tag = randomUUID().slice(0, 8);
// A visitor of its own: the server tells visitors apart by address and browser, and every
// test of the run comes from 127.0.0.1, so the campaign visit gets a browser name no other
// test sends.
const visitorAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Visit/${tag}`;
test.use({ userAgent: visitorAgent });

const campaign = `launch-${tag}`;

test("a campaign visit reads /pricing and sends the contact form: the dashboard shows the visit, campaign and goal, and the lead its campaign @desktop", async ({
  page,
}) => {
  const beacons = beaconBodies(page);
  const sent = (pattern: RegExp) => beacons.some((body) => pattern.test(body));

  await page.goto(`/?utm_source=spring-news&utm_medium=email&utm_campaign=${campaign}`);
  // No beacon on arrival: the first one comes once the page is idle.
  expect(beacons).toEqual([]);
  await expect.poll(() => sent(new RegExp(campaign)), { timeout: 15_000 }).toBe(true);

  await page
    .getByRole("banner")
    .getByRole("link", { name: siteContent("chrome/navigation.json").pricingLink.label })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => sent(/"u":"[^"]*\/pricing"/), { timeout: 15_000 }).toBe(true);
  await page
    .getByRole("link", { name: siteContent("pricing/page.json").planActions.enterprise.label })
    .click();
  await expect(page).toHaveURL(/\/contact\?subject=sales$/);

  const name = `Noor Haddad ${tag}`;
  const contact = siteContent("pages/contact.json");
  const form = page.getByRole("form", { name: contact.form.heading });
  await form.getByLabel(/^Full name/).fill(name);
  await form.getByLabel(/^Email address/).fill(`noor-${tag}@example.com`);
  await form.getByLabel(/^Message/).fill("We would like a demo for our sales team of 25.");
  await form.getByRole("button", { name: "Send message" }).click();
  // Sent before the framework has loaded (the fill's intent starts it; a busy host may not
  // have it yet), the form posts as it does without JavaScript and lands on the thank-you
  // page; once it has, it is thanked in place. Either is the lead sent, through the same route.
  await expect(
    page.getByText(contact.form.thanks).or(
      page.getByRole("heading", {
        level: 1,
        name: siteContent("pages/contact-outcomes.json").thanks.title,
      }),
    ),
  ).toBeVisible();
  expect(sent(/"n":"plan","d":"enterprise"/)).toBe(true);

  await logIn(page, await newAccount());
  await page
    .getByRole("navigation", { name: "Team inbox" })
    .getByRole("link", { name: "Analytics" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Visit analytics" })).toBeVisible();
  await page.getByRole("link", { name: "Today" }).click();
  const campaigns = page.getByRole("region", { name: "Campaigns" });
  // Visitors, visits, bounce rate, leads and newsletter sign-ups of this one visit, new against
  // the day before.
  await expect(
    campaigns.getByRole("row", { name: `spring-news / email / ${campaign}` }).getByRole("cell"),
  ).toHaveText(["1", "1", "0.0%", "1", "0", "new"]);
  // The campaign's email tags put the visit in the Email channel though it had no referrer;
  // its exit page is the last it viewed: /pricing, or /contact once its view was sent.
  await expect(
    page.getByRole("region", { name: "Channels" }).getByRole("row", { name: /^Email / }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Exit pages" })
      .getByRole("row", { name: /^\/(pricing|contact)/ })
      .first(),
  ).toBeVisible();
  const goals = page.getByRole("region", { name: "Goals" });
  // The goals' names, as the team set them (content/analytics/goals.json).
  const goalLabel = (id: string) =>
    (
      JSON.parse(readFileSync("content/analytics/goals.json", "utf8")).goals as {
        id: string;
        label: string;
      }[]
    ).find((goal) => goal.id === id)?.label ?? id;
  await expect(goals.getByRole("row", { name: goalLabel("contact") })).toBeVisible();
  await expect(
    goals.getByRole("row", { name: new RegExp(`${goalLabel("plan")}.*enterprise`) }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Funnel" }).getByRole("row", { name: /after \/pricing/ }),
  ).toBeVisible();
  expect(summarizeViolations((await axeScan(page).analyze()).violations)).toEqual([]);

  await page.goto("/admin");
  await page.getByLabel("Name, email or company").fill(tag);
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(campaign, { exact: true })).toBeVisible();
  await expect(page.getByText("spring-news", { exact: true })).toBeVisible();
});

test("a browser with Global Privacy Control sends no beacon, and one posted anyway is not kept @desktop", async ({
  page,
  request,
}) => {
  await page.setExtraHTTPHeaders({ "Sec-GPC": "1" });
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const beacons: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.startsWith("/rum")) beacons.push(sent.url());
  });
  await page.goto(`/pricing?utm_campaign=gpc-${tag}`);
  // The loader's idle callback was queued at load, before this one: it has run by now.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  expect(beacons).toEqual([]);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/rum/event")),
    page.evaluate(() =>
      navigator.sendBeacon("/rum/event", JSON.stringify({ n: "view", u: location.href })),
    ),
  ]);
  expect(answer.status()).toBe(204);

  // A visitor without it, afterwards: once that view is stored, the first would be too. It
  // is another visitor: with this file's browser name, its view would join the campaign
  // test's visit when both tests run in one worker, and no visit of its own would be kept.
  const origin = new URL(page.url()).origin;
  const control = await request.post("/rum/event", {
    headers: {
      origin,
      "sec-fetch-site": "same-origin",
      "content-type": "text/plain",
      "user-agent": `${visitorAgent} Control`,
    },
    data: JSON.stringify({ n: "view", u: `${origin}/pricing?utm_campaign=control-${tag}` }),
  });
  expect(control.status()).toBe(204);
  const stored = (name: string) =>
    withDatabase(async (db) => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from analytics_visit
        where utm_campaign = ${name}`.execute(db);
      return rows[0]?.n;
    });
  await expect.poll(() => stored(`control-${tag}`), { timeout: 15_000 }).toBe(1);
  expect(await stored(`gpc-${tag}`)).toBe(0);
});

test("a page of another language reached within the app is asked of the server and counted once @desktop", async ({
  page,
}) => {
  // Each view beacon's path, and whether it is a document's first view (it carries the
  // referrer) or a page the app showed after it.
  const beacons = beaconBodies(page);
  const viewsSent = () =>
    beacons
      .map((body) => JSON.parse(body || "{}"))
      .filter((beacon) => beacon.n === "view")
      .map((beacon) => `${new URL(beacon.u).pathname}${"r" in beacon ? " (first view)" : ""}`);
  await gotoHydrated(page, "/pricing");
  await expect.poll(viewsSent, { timeout: 15_000 }).toEqual(["/pricing (first view)"]);
  // A link to another language's page loads a document; a history entry the app is told of
  // (a programmatic navigation, say) reaches the not-found route, which asks the server.
  await navigateInApp(page, "/de/pricing");
  await expect(page.locator("html")).toHaveAttribute("lang", localeNamed("de").lang);
  await expect
    .poll(() => viewsSent().includes("/de/pricing (first view)"), { timeout: 15_000 })
    .toBe(true);
  expect(viewsSent()).toEqual(["/pricing (first view)", "/de/pricing (first view)"]);
});

for (const javaScriptEnabled of [true, false])
  test(`filters stack as chips in the address and a table opens in full, sorted, ${javaScriptEnabled ? "with" : "without"} JavaScript @desktop`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    // Two visits of a campaign of this test's own (two browsers), one of which reads /pricing.
    const origin = new URL(baseURL ?? "").origin;
    const name = `filters-${tag}-${javaScriptEnabled ? "js" : "html"}`;
    for (const [index, paths] of [["/", "/pricing"], ["/features"]].entries())
      for (const [step, path] of paths.entries()) {
        const query = step === 0 ? `?utm_source=news&utm_medium=email&utm_campaign=${name}` : "";
        const sent = await context.request.post("/rum/event", {
          headers: {
            origin,
            "sec-fetch-site": "same-origin",
            "content-type": "text/plain",
            "user-agent": `${visitorAgent} ${name} ${index}`,
          },
          data: JSON.stringify({ n: "view", u: `${origin}${path}${query}` }),
        });
        expect(sent.status()).toBe(204);
      }
    const account = await newAccount();
    const login = await context.request.post("/admin/login", {
      headers: { origin },
      form: { email: account.email, password: account.password },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(303);

    await page.goto("/admin/analytics?range=today");
    const campaignRow = `news / email / ${name}`;
    await expect
      .poll(
        async () => {
          await page.reload();
          return page
            .getByRole("region", { name: "Campaigns" })
            .getByRole("link", { name: campaignRow })
            .count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await page
      .getByRole("region", { name: "Campaigns" })
      .getByRole("link", { name: campaignRow })
      .click();
    const chips = page.getByRole("region", { name: "Filters" });
    await expect(
      chips.getByRole("link", { name: `Remove filter: Campaign is ${campaignRow}` }),
    ).toBeVisible();
    const total = (label: string) =>
      page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
    await expect(total("Visits").getByRole("definition").first()).toHaveText("2");

    // Then the visits that read /pricing: a second chip, and the address holds both.
    await page
      .getByRole("region", { name: "Top pages" })
      .getByRole("link", { name: "/pricing" })
      .click();
    await expect(chips.getByRole("link", { name: /^Remove filter: / })).toHaveCount(2);
    await expect(total("Visits").getByRole("definition").first()).toHaveText("1");
    expect(new URL(page.url()).searchParams.get("page")).toBe("/pricing");
    expect(new URL(page.url()).searchParams.get("campaign")).toBe(campaignRow);

    // A table in full, ordered by leads, keeps the filters.
    await page.getByRole("link", { name: "Show all entry pages" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Entry pages" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Sources" })).toHaveCount(0);
    const sortBy = page.getByRole("navigation", { name: "Sort by" });
    await sortBy.getByRole("link", { name: "Leads" }).click();
    await expect(sortBy.getByRole("link", { name: "Leads" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(
      page
        .getByRole("region", { name: "Entry pages" })
        .getByRole("columnheader", { name: "Page views" }),
    ).toBeVisible();
    await expect(chips.getByRole("link", { name: /^Remove filter: / })).toHaveCount(2);

    // Taking the campaign away keeps the page filter.
    await chips.getByRole("link", { name: `Remove filter: Campaign is ${campaignRow}` }).click();
    await expect(chips.getByRole("link", { name: /^Remove filter: / })).toHaveCount(1);
    expect(new URL(page.url()).searchParams.get("campaign")).toBeNull();
    expect(new URL(page.url()).searchParams.get("sort")).toBe("leads");
    await context.close();
  });

/** The body of every visit beacon the page sends (`/rum/event`), in order, as it sends them. */
function beaconBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/rum/event") bodies.push(request.postData() ?? "");
  });
  return bodies;
}
