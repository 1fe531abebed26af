import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { useCaseCards } from "../../app/content/use-cases";
import { formatUsd } from "../../app/lib/format-number";
import { siteContent } from "../support/site-content";
import { chunkPattern, expect, gotoHydrated, holdRequests, test } from "./fixtures";
import { CLIPBOARD } from "./page-checks";
import { expectBelowHeader } from "./page-links";
import { teamTypeIds } from "./spec-oracle";

// The teams are the specification's (spec-oracle.ts); their names and every heading, label and
// price here are the editors' (content/), read as the pages read them.
const teamTypes = teamTypeIds.map(
  (id) => [id, useCaseCards.find((card) => card.id === id)?.title ?? id] as const,
);
const home = siteContent("pages/home.json");
const useCasesPage = siteContent("pages/use-cases.json");
const startupPlans = siteContent("pricing/startup-plans.json");
const { plans, priceWords } = siteContent("pricing/plans.json");
const startupPage = siteContent("pages/startup.json");
const startups = siteContent("solutions/startups.json");
const enterprise = siteContent("solutions/enterprise.json");
const security = siteContent("solutions/enterprise-security.json");
const solutionCards: { id: string; title: string }[] = siteContent("solutions/cards.json").cards;
const navigation = siteContent("chrome/navigation.json");
const headerLabel = (href: string): string =>
  navigation.headerLinks.find((link: { href: string }) => link.href === href)?.label ?? href;
type Tier = { name: string; plan: string; cta: { label: string; href: string } };
const tiersOfFile: Tier[] = startupPlans.tiers;
/** A tier's price as the plans write it: free, custom, or "$49/month". */
const tierPrice = (tier: Tier) => {
  const plan = plans.find((entry: { id: string }) => entry.id === tier.plan);
  // English pages show dollars (app/lib/locales.js).
  if (plan.monthlyPrice === null) return priceWords.custom as string;
  if (plan.monthlyPrice.USD === 0) return priceWords.free as string;
  return (priceWords.monthly as string).replace("{price}", formatUsd(plan.monthlyPrice.USD, "en"));
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("use cases", () => {
  test("a summary grid of the team types, then a detailed section for each, the home page's the same @desktop", async ({
    page,
  }) => {
    await page.goto("/use-cases");
    await expect(page).toHaveTitle(`${useCasesPage.meta.title} | ${site.name}`);
    const summary = page.getByRole("region", { name: useCasesPage.useCaseSummarySection.heading });
    const hrefs = await summary
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(teamTypes.map(([id]) => `/use-cases#${id}`));
    for (const [id, title] of teamTypes) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(title);
      // Spec 3's use-case record: each team type's benefits show under its anchor.
      const card = useCaseCards.find((c) => c.id === id);
      await expect(
        section.getByRole("list", { name: useCasesPage.useCaseBenefitsHeading }),
      ).toBeVisible();
      await expect(
        section
          .getByRole("list", { name: useCasesPage.useCaseBenefitsHeading })
          .getByRole("listitem"),
      ).toHaveText(card?.benefits ?? []);
      await expect(section.getByRole("listitem").first()).toBeVisible();
      await expect(section.getByRole("blockquote")).toBeVisible();
      await expect(section.locator("figcaption")).toContainText(",");
      // The board's picture is named by its text alternative, as the editors wrote it.
      await expect(section.getByRole("img")).toHaveAccessibleName(
        useCasesPage.details[id].image.alt,
      );
    }
    // The home page's team types are these, in this order.
    const here = await summary.getByRole("link").allTextContents();
    await page.goto("/");
    const onHome = await page
      .getByRole("region", { name: home.manageSection.heading })
      .getByRole("listitem")
      .getByRole("link")
      .allTextContents();
    expect(onHome).toEqual(here);
  });

  // Each way in is tried on the first team and the last, at the top of the page and at its
  // foot: the sections share the scroll margin that keeps a heading below the sticky header,
  // whose height is what the width changes, and every card's #anchor resolves in the
  // build's dead-link check (tests/built-site).
  const ends = [teamTypes[0], teamTypes[teamTypes.length - 1]].filter((team) => team !== undefined);
  // Where a heading lands is the question, not how it glides there: with smooth scrolling
  // a busy machine can hold the scroll still for longer than the "settled" check's 100 ms,
  // which then reads a heading still on its way (under the header). With reduced motion
  // the jump is instant, so two equal readings mean it has arrived.
  test.use({ reducedMotion: "reduce" });

  test(`a /use-cases#team address opened directly lands its heading below the sticky header: ${ends.map(([id]) => id).join(", ")}`, async ({
    page,
  }) => {
    for (const [id] of ends)
      await test.step(id, async () => {
        await page.goto(`/use-cases#${id}`);
        await expectBelowHeader(page, `${id}-heading`);
      });
  });

  // One load of the home page, then a card, Back, the next card.
  test(`the home page's team cards lead to their heading, below the header: ${ends.map(([id]) => id).join(", ")}`, async ({
    page,
  }) => {
    await page.goto("/");
    const cards = page.getByRole("region", { name: home.manageSection.heading });
    for (const [id, title] of ends)
      await test.step(title, async () => {
        await cards.getByRole("link", { name: new RegExp(`^${escapeRegExp(title)}`) }).click();
        await expect(page).toHaveURL(new RegExp(`/use-cases#${id}$`));
        await expectBelowHeader(page, `${id}-heading`);
        await page.goBack();
        await expect(page).toHaveURL(/\/$/);
        await expect(cards).toBeVisible();
      });
  });
});

test.describe("startup pages @desktop", () => {
  async function expectTiers(page: Page) {
    const section = page.getByRole("region", { name: startupPlans.section.heading });
    const tiers = section.getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect(tiers.getByRole("heading", { level: 3 })).toHaveText(
      tiersOfFile.map((tier) => tier.name),
    );
    for (const [index, tier] of tiersOfFile.entries())
      await expect(tiers.nth(index)).toContainText(tierPrice(tier));
    for (const index of tiersOfFile.keys()) {
      await expect(tiers.nth(index).getByRole("listitem").first()).toBeVisible();
    }
    return tiers;
  }

  // One test, a step per page: a test's fixed cost is paid once
  // (docs/testing.md, "What a test costs").
  test("/startup and /solutions/startups: the same three tiers, each page's own sections, and where their buttons lead", async ({
    page,
  }) => {
    await test.step("/startup: three feature cards and the three tiers, whose buttons go to a plan or sales", async () => {
      await page.goto("/startup");
      const features = page.getByRole("region", { name: startupPage.featuresSection.heading });
      await expect(features.getByRole("heading", { level: 3 })).toHaveCount(
        startupPage.features.length,
      );
      const tiers = await expectTiers(page);
      const [, second, third] = tiersOfFile;
      if (!second || !third) throw new Error("the startup page has three tiers (spec 2.9)");
      await expect(tiers.nth(2).getByRole("link", { name: third.cta.label })).toHaveAttribute(
        "href",
        third.cta.href,
      );
      await tiers.nth(1).getByRole("link", { name: second.cta.label }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(second.cta.href)}$`));
    });
    await test.step("/solutions/startups shows the same tiers, a stage playbook and a company board", async () => {
      await page.goto("/solutions/startups");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(startups.hero.title);
      await expect(
        page.getByRole("region", { name: startups.stagesSection.heading }).getByRole("listitem"),
      ).toHaveCount(startups.stagesSection.steps.length);
      await expect(page.getByRole("img", { name: /company goals board/ })).toBeVisible();
      await expectTiers(page);
      await page.getByRole("link", { name: startups.hero.primary.label }).click();
      await expect(page).toHaveURL(/#startup-plans$/);
      await expectBelowHeader(page, "startup-plans-heading");
    });
  });
});

test.describe("enterprise pages @desktop", () => {
  // One test, a step per page: a test's fixed cost is paid once
  // (docs/testing.md, "What a test costs").
  test("enterprise and its security page: their features, the certifications, and where their links lead", async ({
    page,
  }) => {
    await test.step("enterprise: four feature cards, one leading to the security page", async () => {
      await page.goto("/solutions/enterprise");
      const features = page.getByRole("region", { name: enterprise.featuresSection.heading });
      await expect(features.getByRole("heading", { level: 3 })).toHaveCount(
        enterprise.features.length,
      );
      const toSecurity = enterprise.features.find(
        (feature: { link: string }) => feature.link === "/solutions/enterprise/security",
      );
      await features.getByRole("link", { name: `Learn more about ${toSecurity.title}` }).click();
      await expect(page).toHaveURL(/\/solutions\/enterprise\/security$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(security.hero.title);
    });
    await test.step("security: four security features and the SOC 2 and ISO 27001 certifications", async () => {
      await page.goto("/solutions/enterprise/security");
      const features = page.getByRole("region", { name: security.featuresSection.heading });
      await expect(features.getByRole("heading", { level: 3 })).toHaveCount(
        security.features.length,
      );
      const certifications = page.getByRole("region", {
        name: security.certificationsSection.heading,
      });
      await expect(certifications.getByRole("heading", { level: 3 })).toHaveText(
        security.certifications.map((c: { name: string }) => c.name),
      );
      await page.getByRole("link", { name: security.hero.primary.label }).click();
      await expect(page).toHaveURL(/\/contact\?subject=security$/);
      await expect(page.getByLabel("Subject")).toHaveValue("security");
    });
  });
});

test.describe("demo projects and docs @desktop", () => {
  test("demo projects: sample boards for a launch, a campaign, a pipeline and a hiring plan", async ({
    page,
  }) => {
    await page.goto("/demo-projects");
    const demo = siteContent("pages/demo-projects.json");
    const gallery = page.getByRole("region", { name: demo.demoProjectsSection.heading });
    const projects = gallery.getByRole("article");
    await expect(projects).toHaveCount(demo.demoProjects.length);
    for (const { title } of demo.demoProjects as { title: string }[]) {
      const project = projects.filter({
        has: page.getByRole("heading", { name: title, exact: true }),
      });
      await expect(project.getByRole("img")).toBeVisible();
      await expect(
        project.getByRole("heading", { name: demo.demoProjectShowsHeading }),
      ).toBeVisible();
    }
  });

  test("docs: a table of contents whose links land on each chapter, and the API links", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/docs");
    const docs = siteContent("pages/docs.json");
    type Chapter = { id: string; title: string; links: { label: string; href: string }[] };
    const sections: Chapter[] = docs.docsSections;
    const toc = page.getByRole("navigation", { name: docs.docsTocLabel });
    const chapters = sections.map((section) => section.title);
    await expect(toc.getByRole("link")).toHaveText(chapters);
    for (const chapter of chapters) {
      await toc.getByRole("link", { name: chapter, exact: true }).click();
      const heading = page.getByRole("heading", { level: 2, name: chapter, exact: true });
      await expectBelowHeader(page, (await heading.getAttribute("id")) ?? "");
    }
    const apiChapter = sections.find((section) => section.id === "api");
    const api = page.getByRole("region", { name: apiChapter?.title, exact: true });
    for (const href of ["/resources/api-docs", "/features/developer-tools"]) {
      const label = apiChapter?.links.find((link) => link.href === href)?.label ?? href;
      await expect(api.getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
  });

  test.describe(() => {
    test.use({ permissions: CLIPBOARD });
    test("docs: the code sample's copy button shows a tick", async ({ page }) => {
      await page.goto("/docs");
      await page.getByRole("button", { name: "Copy the create a task example" }).click();
      await expect(page.getByTestId("copy-done")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("/v1/tasks");
    });
  });

  for (const [name, chunk, path, heading] of [
    [
      headerLabel("/docs"),
      chunkPattern("docs"),
      "/docs",
      siteContent("pages/docs.json").docsHero.title as string,
    ],
    [
      headerLabel("/demo-projects"),
      chunkPattern("demo-projects"),
      "/demo-projects",
      siteContent("pages/demo-projects.json").demoProjectsHero.title as string,
    ],
  ] as const) {
    test(`the header's ${name} link shows "Loading..." until the page's code arrives @desktop`, async ({
      page,
    }) => {
      // Hydrated first: the notice belongs to the app's client-side navigation.
      await gotoHydrated(page, "/");
      const release = await holdRequests(page, chunk);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
      await expect(page.getByRole("status").getByText("Loading...")).toBeVisible();
      release();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText("Loading...")).toHaveCount(0);
    });
  }

  test('the startups solution page says "Loading..." until its code arrives', async ({ page }) => {
    // Hydrated first: the notice belongs to the app's client-side navigation.
    await gotoHydrated(page, "/");
    const release = await holdRequests(page, chunkPattern("startups"));
    await page
      .getByRole("region", { name: home.solutionsSection.heading })
      .getByRole("link", {
        name: `Learn more about ${solutionCards.find((card) => card.id === "startups")?.title}`,
      })
      .click();
    await expect(page.getByRole("status").getByText("Loading...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: startups.hero.title })).toBeVisible();
  });
});
