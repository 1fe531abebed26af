import { expect, gotoHydrated, test } from "./fixtures";
import { featurePagePaths, teamTypeIds } from "./spec-oracle";

// One load of the home page, its sections read in turn without changing it: a test's fixed
// cost is paid once (docs/testing.md, "What a test costs").
test("the home page @desktop", async ({ page }) => {
  let featureTitles: string[] = [];
  await test.step("the features page's first three cards, to compare", async () => {
    await page.goto("/features");
    featureTitles = await page
      .getByRole("region", { name: "Explore every feature" })
      .getByRole("heading", { level: 3 })
      .allTextContents();
  });
  await page.goto("/");
  const hero = page.locator('section[aria-labelledby="page-title"]');

  await test.step("hero: Start Free Trial, and the dashboard with 75% and 68%", async () => {
    await expect(page).toHaveTitle("Flowboard | The Work OS for teams that ship");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    const picture = hero.getByRole("img", { name: /dashboard/i });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAccessibleName(/75%.*68%/);
    await expect(picture.getByText("75%", { exact: true })).toBeVisible();
    await expect(picture.getByText("68%", { exact: true })).toBeVisible();
  });

  await test.step("trust section: six companies and the 30% testimonial", async () => {
    const trust = page.getByRole("region", { name: "Trusted by 10,000+ Leading Companies" });
    await expect(trust.getByRole("listitem")).toHaveCount(6);
    await expect(trust.getByRole("blockquote")).toContainText("30% less time in meetings");
  });

  await test.step("six team types link into the use cases, with Browse All Use Cases", async () => {
    const manage = page.getByRole("region", { name: "What would you like to manage?" });
    const hrefs = await manage
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(teamTypeIds.map((id) => `/use-cases#${id}`));
    await expect(manage.getByRole("link", { name: "Browse All Use Cases" })).toHaveAttribute(
      "href",
      "/use-cases",
    );
  });

  await test.step("core products are the first three cards of the features page", async () => {
    const core = page.getByRole("region", { name: "Our Core Products" });
    await expect(core.getByRole("heading", { level: 3 })).toHaveText(featureTitles.slice(0, 3));
    await expect(core.getByRole("link", { name: "See All Features" })).toHaveAttribute(
      "href",
      "/features",
    );
  });

  await test.step("solutions and the closing call to action", async () => {
    const solutions = page.getByRole("region", { name: "Solutions for Every Team" });
    await expect(solutions.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(solutions.getByRole("link", { name: "See All Solutions" })).toBeVisible();
    const cta = page.getByRole("region", { name: "Ready to bring your team's work together?" });
    await expect(cta.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    await expect(cta.getByRole("link", { name: "Schedule Demo" })).toBeVisible();
    await expect(cta.getByText("No credit card required • Free plan available")).toBeVisible();
  });

  await test.step("Watch Demo leads to the demo's section", async () => {
    await hero.getByRole("link", { name: "Watch Demo" }).click();
    await expect(page).toHaveURL(/#watch-demo$/);
    await expect(
      page.getByRole("heading", { name: "See Flowboard in two minutes" }),
    ).toBeInViewport();
  });
});

test.describe("features overview @desktop", () => {
  test("intro, the Work OS overview with four bullets and a picture, and seven cards", async ({
    page,
  }) => {
    await page.goto("/features");
    await expect(page).toHaveTitle("Features | Flowboard");
    await expect(
      page.getByRole("heading", { level: 1, name: "One platform for all your work" }),
    ).toBeVisible();
    const overview = page.getByRole("region", { name: "A Work OS, not another point tool" });
    await expect(overview.getByRole("listitem")).toHaveCount(4);
    await expect(overview.getByRole("img", { name: /board/i })).toBeVisible();
    const grid = page.getByRole("region", { name: "Explore every feature" });
    const learnMore = grid.getByRole("link", { name: /^Learn more about/ });
    await expect(learnMore).toHaveCount(7);
    expect(await learnMore.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      featurePagePaths,
    );
    await expect(grid.getByRole("heading", { level: 3, name: "Developer & API" })).toBeVisible();
    await expect(learnMore.first()).toHaveText(/^Learn more/);
  });
});

test.describe("static islands", () => {
  test("a link inside prerendered content React adopts navigates in the app, and the next page renders whole", async ({
    page,
  }) => {
    // Hydrated first: before, the link is a plain page load; the app's router is the subject.
    await gotoHydrated(page, "/");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const products = page.getByRole("region", { name: "Our Core Products" });
    // The card grid is an adopted island: React holds no component inside it.
    const grid = products.locator("[data-static]");
    await expect(grid).toHaveCount(1);
    await grid.getByRole("link", { name: /Learn more about Project Management/ }).click();
    await expect(page).toHaveURL(/\/features\/project-management$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Rendered by React after the navigation, not prerendered: the mock-up is whole.
    await expect(page.getByRole("img", { name: /board/i }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Related Features" })).toBeVisible();
    expect(documents, "no document load: a client-side navigation").toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(documents).toEqual([]);
  });
});
