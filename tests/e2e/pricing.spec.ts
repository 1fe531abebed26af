import { formatPrice, formatUsd } from "../../app/lib/format-number";
import { englishMessage, localizedContent, siteContent } from "../support/site-content";
import { chunkPattern, expect, gotoHydrated, test } from "./fixtures";
import { watchRequests } from "./page-checks";

// Both periods' prices are in the page and the checked one shows (CSS): read what is shown.
const shown = { useInnerText: true };

// The plans, prices and words are the editors' (content/pricing): read as the page reads them.
const { plans } = siteContent("pricing/plans.json");
const copy = siteContent("pricing/page.json");
const comparison = siteContent("pricing/comparison.json");
const faqEntries = siteContent("pricing/faq.json").entries;
const navigation = siteContent("chrome/navigation.json");
const apiDocsPage = siteContent("pages/api-docs.json");
const { authorizationHeader, keyLocation } = siteContent("api.json");
const pricingLabel = navigation.pricingLink.label;
const usd = (value: number) => formatUsd(value, "en");
type Prices = Record<"USD" | "EUR" | "JPY" | "ILS", number>;
type PlanRecord = {
  id: string;
  name: string;
  monthlyPrice: Prices | null;
  yearlyPrice: Prices | null;
};
const planNamed = (id: string) => (plans as PlanRecord[]).find((p) => p.id === id) as PlanRecord;
const team = planNamed("team");
const [monthlyLabel, yearlyLabel] = copy.plansSection.periods.map(
  (p: { label: string }) => p.label,
);
/** A plan's price as its card shows it for a period: the figure, or the words for free and custom. */
const shownPrice = (plan: PlanRecord, period: "monthlyPrice" | "yearlyPrice") =>
  plan[period] === null ? copy.plansSection.customPrice : usd(plan[period]?.USD ?? 0);
const faqSeat = faqEntries[1];
const tableName = comparison.table.caption;
const faqName = copy.faqSection.heading;
type Row = { label: string; values?: Record<string, string | boolean>; figure?: string };
const rows: Row[] = comparison.groups.flatMap((group: { rows: Row[] }) => group.rows);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The table's last row, the one furthest down a page that hydrates as it scrolls. */
const lastRowName = new RegExp(`^${escapeRegExp(rows.at(-1)?.label ?? "")}`);
const developer = copy.developerProgram;
const apiDocsLink = developer.links.find(
  (link: { href: string }) => link.href === "/resources/api-docs",
);
const keyLink = [apiDocsPage.apiDocsNext.primary, apiDocsPage.apiDocsNext.secondary].find(
  (link: { href: string }) => link?.href === "/pricing#developer",
);

const plan = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("region", { name: copy.plansSection.heading }).getByRole("article", { name });

test.describe("pricing page", () => {
  test("the prerendered page shows monthly prices with Monthly checked @desktop", async ({
    request,
  }) => {
    const response = await request.get("/pricing");
    expect(response.status()).toBe(200);
    const html = await response.text();
    const radios = html.match(/<input[^>]*name="billing-period"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios.filter((tag) => tag.includes("checked"))).toEqual([
      expect.stringContaining('value="monthly"'),
    ]);
    // Each period's prices are marked with it; the stylesheet shows the checked period's.
    // React writes "$" and the figure as one text or as two (with a comment between).
    const priced = (period: string, price: number | null) =>
      new RegExp(
        `<div data-billing="${period}">(?:(?!</article>).)*\\$(?:<!-- -->)?${String(price).replace(/\B(?=(\d{3})+$)/g, ",")}`,
        "s",
      );
    expect(html).toMatch(priced("monthly", team.monthlyPrice?.USD ?? null));
    expect(html).toMatch(priced("yearly", team.yearlyPrice?.USD ?? null));
  });

  test("four plans from Free to Enterprise; the toggle changes the prices and the note", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(copy.meta.title)} \\| `));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
    const cards = page
      .getByRole("region", { name: copy.plansSection.heading })
      .getByRole("article");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      (plans as PlanRecord[]).map((p) => p.name),
    );
    const billing = page.getByRole("group", { name: copy.plansSection.billingLegend });
    const monthly = billing.getByRole("radio", { name: monthlyLabel });
    const yearly = billing.getByRole("radio", { name: yearlyLabel });
    await expect(monthly).toBeChecked();
    for (const p of plans as PlanRecord[])
      await expect(plan(page, p.name)).toContainText(shownPrice(p, "monthlyPrice"), shown);
    await expect(page.getByText(copy.plansSection.billingNote.monthly)).toBeVisible();

    // The radio itself is visually hidden; a visitor presses its label.
    await billing.getByText(yearlyLabel).click();
    await expect(yearly).toBeChecked();
    for (const p of plans as PlanRecord[])
      await expect(plan(page, p.name)).toContainText(shownPrice(p, "yearlyPrice"), shown);
    await expect(plan(page, team.name)).toContainText(
      copy.plansSection.billedNote.yearly.replace(
        "{total}",
        usd((team.yearlyPrice?.USD ?? 0) * 12),
      ),
      shown,
    );
    await expect(plan(page, team.name)).not.toContainText(shownPrice(team, "monthlyPrice"), shown);
    await expect(page.getByText(copy.plansSection.billingNote.yearly)).toBeVisible();

    await billing.getByText(monthlyLabel, { exact: true }).click();
    await expect(monthly).toBeChecked();
    await expect(plan(page, team.name)).toContainText(shownPrice(team, "monthlyPrice"), shown);
  });

  test("plan buttons answer: trials explain themselves, Enterprise goes to sales @desktop", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const teamAction = copy.planActions.team;
    await plan(page, team.name)
      .getByRole("button", {
        name: `${teamAction.label} ${copy.plansSection.buttonPlan.replace("{plan}", team.name)}`,
      })
      .click();
    await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
      teamAction.title,
    );
    const enterprise = planNamed("enterprise");
    await expect(
      plan(page, enterprise.name).getByRole("link", { name: copy.planActions.enterprise.label }),
    ).toHaveAttribute("href", copy.planActions.enterprise.href);
  });

  test("the comparison table reads by row and plan; the FAQ opens @desktop", async ({ page }) => {
    await page.goto("/pricing");
    const table = page.getByRole("table", { name: tableName });
    await expect(table.locator("thead").getByRole("columnheader")).toHaveText([
      englishMessage("compare_feature_column"),
      ...(plans as PlanRecord[]).map((p) => p.name),
    ]);
    // A row of the file with a plan that lacks it: its values in plan order, a tick or a dash.
    const ticked = rows.find((row) => row.values && Object.values(row.values).includes(false));
    if (!ticked?.values) throw new Error("no row with a plan that lacks it");
    const tickedValues = ticked.values;
    await expect(
      table
        .getByRole("row", { name: new RegExp(`^${escapeRegExp(ticked.label)}`) })
        .getByRole("cell"),
    ).toHaveText(
      (plans as PlanRecord[]).map((p) =>
        tickedValues[p.id] === true
          ? comparison.table.included
          : tickedValues[p.id] === false
            ? comparison.table.notIncluded
            : String(tickedValues[p.id]),
      ),
    );

    const faq = page.getByRole("region", { name: faqName });
    const answer = faq.getByText(faqSeat.answer);
    await expect(answer).toBeHidden();
    await faq.getByText(faqSeat.question).click();
    await expect(answer).toBeVisible();
  });

  test("the table and the questions are in the page at once and hydrate as they come near @desktop", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      const name = chunkPattern("comparison-table|pricing-faq").exec(request.url())?.[1];
      if (name) fetched.push(name);
    });
    const requests = watchRequests(page);
    // Hydrated first: deferred sections hydrate as they near the screen in the running app.
    await gotoHydrated(page, "/pricing");
    // Everything the page loads by itself has loaded (a condition, not an idle timer).
    await requests.settled();
    const table = page.getByRole("table", { name: tableName });
    const faq = page.getByRole("region", { name: faqName });
    // Readable before any of their code has loaded: the prerendered HTML, left as it is.
    await expect(table.getByRole("row", { name: lastRowName })).toBeAttached();
    await expect(faq.getByText(faqSeat.question)).toBeAttached();
    expect(fetched).toEqual([]);
    const hydratedByReact = (el: Element) =>
      Object.keys(el).some((key) => key.startsWith("__reactFiber"));
    expect(await table.evaluate(hydratedByReact)).toBe(false);
    await table.evaluate((el) => Object.assign(el, { keptFromPrerender: true }));

    await table.scrollIntoViewIfNeeded();
    await expect.poll(() => fetched).toContain("comparison-table");
    await expect.poll(() => table.evaluate(hydratedByReact)).toBe(true);
    // Hydrated in place: the same element, not a fresh render.
    expect(await table.evaluate((el) => "keptFromPrerender" in el)).toBe(true);
    await faq.scrollIntoViewIfNeeded();
    await expect.poll(() => fetched).toContain("pricing-faq");
  });

  test("reached by a client-side navigation, the page renders whole @desktop", async ({ page }) => {
    await page.goto("/features");
    await page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Product" })
      .getByRole("link", { name: pricingLabel })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    const table = page.getByRole("table", { name: tableName });
    await expect(table.getByRole("row", { name: lastRowName })).toBeAttached();
    await expect(
      page.getByRole("region", { name: faqName }).getByText(faqSeat.question),
    ).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test("on a phone the table scrolls sideways by keyboard and keeps the feature names @phone", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const region = page.getByRole("region", { name: tableName });
    const overflows = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(overflows).toBe(true);
    const seats = region.getByRole("rowheader", { name: rows[0]?.label });
    const before = await seats.boundingBox();
    await region.focus();
    for (let press = 0; press < 12; press += 1) await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect
      .poll(() => region.evaluate((el) => el.scrollLeft + el.clientWidth))
      .toBe(await region.evaluate((el) => el.scrollWidth));
    const frame = await region.boundingBox();
    const enterprise = await region
      .getByRole("columnheader", { name: planNamed("enterprise").name })
      .boundingBox();
    expect((enterprise?.x ?? 0) + (enterprise?.width ?? 0)).toBeLessThanOrEqual(
      (frame?.x ?? 0) + (frame?.width ?? 0) + 1,
    );
    expect((await seats.boundingBox())?.x).toBe(before?.x);
  });

  test("/pricing#developer opens at the developer program with a way to an API key @desktop", async ({
    page,
  }) => {
    await page.goto("/pricing#developer");
    const section = page.getByRole("region", { name: developer.heading });
    await expect(section).toHaveAttribute("id", "developer");
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(section).toContainText(keyLocation);
    await expect(section.getByText(authorizationHeader)).toBeVisible();
    await expect(section.getByRole("link", { name: apiDocsLink.label })).toHaveAttribute(
      "href",
      "/resources/api-docs",
    );
    await section.getByRole("button", { name: developer.join.label }).click();
    await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
      developer.join.title,
    );
  });

  test("the API docs' Get Your API Key lands on the developer section @desktop", async ({
    page,
  }) => {
    await page.goto("/resources/api-docs");
    await page.getByRole("link", { name: keyLink.label }).click();
    await expect(page).toHaveURL(/\/pricing#developer$/);
    await expect(page.getByRole("heading", { level: 2, name: developer.heading })).toBeInViewport();
  });
});

test.describe("prices in the visitor's currency", () => {
  // The German page shows euros; the links show the same page in another currency.
  const german = localizedContent("pricing/plans.json", "de");
  const germanPage = localizedContent("pricing/page.json", "de");
  const germanPlan = (page: import("@playwright/test").Page, name: string) =>
    page
      .getByRole("region", { name: germanPage.plansSection.heading })
      .getByRole("article", { name });
  const dollarsName = new Intl.DisplayNames("de", { type: "currency" }).of("USD") as string;
  const teamIn = (currency: "EUR" | "USD") =>
    formatPrice(team.monthlyPrice?.[currency] ?? 0, currency, "de");

  test("a plain link shows the page in another currency, and the choice is kept @desktop", async ({
    page,
  }) => {
    await page.goto("/de/pricing");
    await expect(germanPlan(page, team.name)).toContainText(teamIn("EUR"), shown);
    await expect(page.getByText(german.priceWords.taxNote)).toBeVisible();
    const choice = page.getByRole("navigation", { name: german.priceWords.currencyChoice });
    await choice.getByRole("link", { name: dollarsName }).click();
    await expect(page).toHaveURL(/\/de\/pricing\/usd$/);
    await expect(germanPlan(page, team.name)).toContainText(teamIn("USD"), shown);
    await expect(choice.getByRole("link", { name: dollarsName })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // One indexed page per language: the currency's page names the German page as canonical.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de\/pricing$/);
    const offers = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.flatMap((script) => JSON.parse(script.textContent ?? "{}").offers ?? []),
      );
    expect(offers.length).toBeGreaterThan(0);
    expect(new Set(offers.map((offer: { priceCurrency: string }) => offer.priceCurrency))).toEqual(
      new Set(["USD"]),
    );
    // Back on the German page, the visitor's browser opens it in the currency they chose.
    await page.goto("/de/pricing");
    await expect(page).toHaveURL(/\/de\/pricing\/usd$/);
    await expect(germanPlan(page, team.name)).toContainText(teamIn("USD"), shown);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the currency links still work @desktop", async ({ page }) => {
      await page.goto("/de/pricing");
      await page
        .getByRole("navigation", { name: german.priceWords.currencyChoice })
        .getByRole("link", { name: dollarsName })
        .click();
      await expect(page).toHaveURL(/\/de\/pricing\/usd$/);
      await expect(germanPlan(page, team.name)).toContainText(teamIn("USD"), shown);
    });
  });
});

test.describe("pricing in the site chrome", () => {
  test("the header and footer link to Pricing @desktop", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: pricingLabel }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(nav.getByRole("link", { name: pricingLabel })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const footerProduct = page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Product" });
    await expect(footerProduct.getByRole("link", { name: pricingLabel })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });
});
