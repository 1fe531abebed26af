import { site } from "../../app/content/site";
import { siteContent } from "../support/site-content";
import { expect, gotoHydrated, test } from "./fixtures";
import { featurePagePaths, teamTypeIds } from "./spec-oracle";

// The words and figures are the editors' (content/pages/home.json, features.json, the hero's
// picture): read as the pages read them, so a new headline or figure keeps these green.
const home = siteContent("pages/home.json");
const featuresPage = siteContent("pages/features.json");
const heroPicture = siteContent("pictures/hero-dashboard.json");
const featureGrid = () => featuresPage.featureGridSection.heading as string;
const featureCards: { title: string }[] = siteContent("collections/features.json").features;
const relatedHeading = siteContent("pages/feature-page.json").featurePageCopy.relatedHeading;

// One load of the home page, its sections read in turn without changing it: a test's fixed
// cost is paid once (docs/testing.md, "What a test costs").
test("the home page @desktop", async ({ page }) => {
  let featureTitles: string[] = [];
  await test.step("the features page's first three cards, to compare", async () => {
    await page.goto("/features");
    featureTitles = await page
      .getByRole("region", { name: featureGrid() })
      .getByRole("heading", { level: 3 })
      .allTextContents();
  });
  await page.goto("/");
  const hero = page.locator('section[aria-labelledby="page-title"]');

  await test.step("hero: its headline, its main button, and the dashboard's two figures", async () => {
    await expect(page).toHaveTitle(`${site.name} | ${site.tagline}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
    await expect(hero.getByText(home.hero.lead)).toBeVisible();
    await expect(hero.getByRole("link", { name: home.hero.primary.label })).toHaveAttribute(
      "href",
      home.hero.primary.href,
    );
    const [sprint, goals] = [`${heroPicture.sprint.percent}%`, `${heroPicture.goals.percent}%`];
    const picture = hero.getByRole("img", { name: /dashboard/i });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAccessibleName(new RegExp(`${sprint}.*${goals}`));
    await expect(picture.getByText(sprint, { exact: true })).toBeVisible();
    await expect(picture.getByText(goals, { exact: true })).toBeVisible();
  });

  await test.step("trust section: its companies and testimonial", async () => {
    const trust = page.getByRole("region", { name: home.trust.heading });
    await expect(trust.getByRole("listitem")).toHaveCount(home.trust.companies.length);
    await expect(trust.getByRole("blockquote")).toContainText(home.trust.testimonial.quote);
  });

  await test.step("the team types link into the use cases, with a button to all", async () => {
    const manage = page.getByRole("region", { name: home.manageSection.heading });
    const hrefs = await manage
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(teamTypeIds.map((id) => `/use-cases#${id}`));
    await expect(manage.getByRole("link", { name: home.manageSection.cta.label })).toHaveAttribute(
      "href",
      "/use-cases",
    );
  });

  await test.step("core products are the first three cards of the features page", async () => {
    const core = page.getByRole("region", { name: home.coreProductsSection.heading });
    await expect(core.getByRole("heading", { level: 3 })).toHaveText(featureTitles.slice(0, 3));
    await expect(
      core.getByRole("link", { name: home.coreProductsSection.cta.label }),
    ).toHaveAttribute("href", "/features");
  });

  await test.step("solutions and the closing call to action", async () => {
    const solutions = page.getByRole("region", { name: home.solutionsSection.heading });
    await expect(solutions.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(
      solutions.getByRole("link", { name: home.solutionsSection.cta.label }),
    ).toBeVisible();
    const { closingCta } = home;
    const cta = page.getByRole("region", { name: closingCta.heading });
    await expect(cta.getByRole("link", { name: closingCta.primary.label })).toHaveAttribute(
      "href",
      closingCta.primary.href,
    );
    await expect(cta.getByRole("link", { name: closingCta.secondary.label })).toBeVisible();
    await expect(cta.getByText(closingCta.caption)).toBeVisible();
  });

  await test.step("the hero's second button leads to the demo's section", async () => {
    await hero.getByRole("link", { name: home.hero.secondary.label }).click();
    await expect(page).toHaveURL(new RegExp(`${home.hero.secondary.href}$`));
    await expect(page.getByRole("heading", { name: home.demoTour.heading })).toBeInViewport();
  });
});

test.describe("features overview @desktop", () => {
  test("intro, the Work OS overview with its bullets and a picture, and seven cards", async ({
    page,
  }) => {
    await page.goto("/features");
    await expect(page).toHaveTitle(`${featuresPage.meta.title} | ${site.name}`);
    await expect(
      page.getByRole("heading", { level: 1, name: featuresPage.featuresIntro.title }),
    ).toBeVisible();
    const overview = page.getByRole("region", { name: featuresPage.workOsOverview.heading });
    await expect(overview.getByRole("listitem")).toHaveCount(
      featuresPage.workOsOverview.bullets.length,
    );
    await expect(overview.getByRole("img", { name: /board/i })).toBeVisible();
    const grid = page.getByRole("region", { name: featureGrid() });
    const learnMore = grid.getByRole("link", { name: /^Learn more about/ });
    await expect(learnMore).toHaveCount(7);
    expect(await learnMore.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      featurePagePaths,
    );
    await expect(grid.getByRole("heading", { level: 3 })).toHaveText(
      featureCards.map((card) => card.title),
    );
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
    const products = page.getByRole("region", { name: home.coreProductsSection.heading });
    // The card grid is an adopted island: React holds no component inside it.
    const grid = products.locator("[data-static]");
    await expect(grid).toHaveCount(1);
    await grid
      .getByRole("link", { name: /^Learn more about/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${featurePagePaths[0]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Rendered by React after the navigation, not prerendered: the mock-up is whole.
    await expect(page.getByRole("img", { name: /board/i }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: relatedHeading })).toBeVisible();
    expect(documents, "no document load: a client-side navigation").toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(documents).toEqual([]);
  });
});
