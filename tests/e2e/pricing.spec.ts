import { chunkPattern, expect, gotoHydrated, test } from "./fixtures";
import { watchRequests } from "./page-checks";

// Both periods' prices are in the page and the checked one shows (CSS): read what is shown.
const shown = { useInnerText: true };

const plan = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("region", { name: "Choose your plan" }).getByRole("article", { name });

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
    expect(html).toMatch(/<div data-billing="monthly">(?:(?!<\/article>).)*\$(?:<!-- -->)?49/s);
    expect(html).toMatch(/<div data-billing="yearly">(?:(?!<\/article>).)*\$(?:<!-- -->)?39/s);
  });

  test("four plans from Free to Enterprise; the toggle changes the prices and the note", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(page).toHaveTitle("Pricing | Flowboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Plans that grow with your team",
    );
    const plans = page.getByRole("region", { name: "Choose your plan" }).getByRole("article");
    await expect(plans.getByRole("heading", { level: 3 })).toHaveText([
      "Free",
      "Team",
      "Business",
      "Enterprise",
    ]);
    const billing = page.getByRole("group", { name: "Billing period" });
    const monthly = billing.getByRole("radio", { name: "Monthly" });
    const yearly = billing.getByRole("radio", { name: "Yearly (save 20%)" });
    await expect(monthly).toBeChecked();
    await expect(plan(page, "Free")).toContainText("$0", shown);
    await expect(plan(page, "Team")).toContainText("$49", shown);
    await expect(plan(page, "Business")).toContainText("$99", shown);
    await expect(plan(page, "Enterprise")).toContainText("Custom", shown);
    await expect(page.getByText(/billed monthly\. Change or cancel/)).toBeVisible();

    // The radio itself is visually hidden; a visitor presses its label.
    await billing.getByText("Yearly (save 20%)").click();
    await expect(yearly).toBeChecked();
    await expect(plan(page, "Team")).toContainText("$39", shown);
    await expect(plan(page, "Team")).toContainText("$468 per seat, billed yearly", shown);
    await expect(plan(page, "Team")).not.toContainText("$49", shown);
    await expect(plan(page, "Business")).toContainText("$79", shown);
    await expect(plan(page, "Free")).toContainText("$0", shown);
    await expect(plan(page, "Enterprise")).toContainText("Custom", shown);
    await expect(page.getByText(/billed yearly: at least 20% less/)).toBeVisible();

    await billing.getByText("Monthly").click();
    await expect(monthly).toBeChecked();
    await expect(plan(page, "Team")).toContainText("$49", shown);
  });

  test("plan buttons answer: trials explain themselves, Enterprise goes to sales @desktop", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await plan(page, "Team")
      .getByRole("button", { name: "Start Free Trial on the Team plan" })
      .click();
    await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
      "Start a 14-day Team trial",
    );
    await expect(
      plan(page, "Enterprise").getByRole("link", { name: "Contact Sales" }),
    ).toHaveAttribute("href", "/contact?subject=sales");
  });

  test("the comparison table reads by row and plan; the FAQ opens @desktop", async ({ page }) => {
    await page.goto("/pricing");
    const table = page.getByRole("table", { name: "Features included in each plan" });
    await expect(table.locator("thead").getByRole("columnheader")).toHaveText([
      "Feature",
      "Free",
      "Team",
      "Business",
      "Enterprise",
    ]);
    const automation = table.getByRole("row", { name: /^Automation actions per month/ });
    await expect(automation.getByRole("cell")).toHaveText(["100", "250", "25,000", "250,000"]);
    const sso = table.getByRole("row", { name: /^SAML single sign-on/ });
    await expect(sso.getByRole("cell")).toHaveText([
      "Not included",
      "Not included",
      "Not included",
      "Included",
    ]);

    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    const answer = faq.getByText(/^A seat is one member/);
    await expect(answer).toBeHidden();
    await faq.getByText("What is a seat?").click();
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
    const table = page.getByRole("table", { name: "Features included in each plan" });
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    // Readable before any of their code has loaded: the prerendered HTML, left as it is.
    await expect(table.getByRole("row", { name: /^Guest access/ })).toBeAttached();
    await expect(faq.getByText("What is a seat?")).toBeAttached();
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
      .getByRole("link", { name: "Pricing" })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    const table = page.getByRole("table", { name: "Features included in each plan" });
    await expect(table.getByRole("row", { name: /^Guest access/ })).toBeAttached();
    await expect(
      page.getByRole("region", { name: "Frequently asked questions" }).getByText("What is a seat?"),
    ).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test("on a phone the table scrolls sideways by keyboard and keeps the feature names @phone", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const region = page.getByRole("region", { name: "Features included in each plan" });
    const overflows = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(overflows).toBe(true);
    const seats = region.getByRole("rowheader", { name: "Seats" });
    const before = await seats.boundingBox();
    await region.focus();
    for (let press = 0; press < 12; press += 1) await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect
      .poll(() => region.evaluate((el) => el.scrollLeft + el.clientWidth))
      .toBe(await region.evaluate((el) => el.scrollWidth));
    const frame = await region.boundingBox();
    const enterprise = await region.getByRole("columnheader", { name: "Enterprise" }).boundingBox();
    expect((enterprise?.x ?? 0) + (enterprise?.width ?? 0)).toBeLessThanOrEqual(
      (frame?.x ?? 0) + (frame?.width ?? 0) + 1,
    );
    expect((await seats.boundingBox())?.x).toBe(before?.x);
  });

  test("/pricing#developer opens at the developer program with a way to an API key @desktop", async ({
    page,
  }) => {
    await page.goto("/pricing#developer");
    const developer = page.getByRole("region", { name: "Developer program and API keys" });
    await expect(developer).toHaveAttribute("id", "developer");
    await expect(developer.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(developer).toContainText("Account settings › API");
    await expect(developer.getByText("Authorization: Bearer YOUR_API_KEY")).toBeVisible();
    await expect(developer.getByRole("link", { name: "Read the API Docs" })).toHaveAttribute(
      "href",
      "/resources/api-docs",
    );
    await developer.getByRole("button", { name: "Join the Developer Program" }).click();
    await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
      "Join from your workspace",
    );
  });

  test("the API docs' Get Your API Key lands on the developer section @desktop", async ({
    page,
  }) => {
    await page.goto("/resources/api-docs");
    await page.getByRole("link", { name: "Get Your API Key" }).click();
    await expect(page).toHaveURL(/\/pricing#developer$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Developer program and API keys" }),
    ).toBeInViewport();
  });
});

test.describe("pricing in the site chrome", () => {
  test("the header and footer link to Pricing @desktop", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const footerProduct = page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Product" });
    await expect(footerProduct.getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });
});
