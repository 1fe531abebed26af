import type { Page } from "@playwright/test";
import { useCaseCards } from "../../app/content/use-cases";
import { chunkPattern, expect, gotoHydrated, holdRequests, test } from "./fixtures";
import { CLIPBOARD } from "./page-checks";
import { expectBelowHeader } from "./page-links";

const teamTypes = [
  ["development", "Software Development"],
  ["marketing", "Marketing"],
  ["sales", "Sales & CRM"],
  ["hr", "HR & Recruiting"],
  ["operations", "Operations"],
  ["project-managers", "Project Management"],
] as const;

test.describe("use cases", () => {
  test("a summary grid of the six team types, then a detailed section for each, the home page's six @desktop", async ({
    page,
  }) => {
    await page.goto("/use-cases");
    await expect(page).toHaveTitle("Use Cases | Flowboard");
    const summary = page.getByRole("region", { name: "Pick your team" });
    const hrefs = await summary
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(teamTypes.map(([id]) => `/use-cases#${id}`));
    for (const [id, title] of teamTypes) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(title);
      // Spec 3's use-case record: each team type's benefits show under its anchor.
      const card = useCaseCards.find((c) => c.id === id);
      await expect(section.getByRole("list", { name: "What the team gets" })).toBeVisible();
      await expect(
        section.getByRole("list", { name: "What the team gets" }).getByRole("listitem"),
      ).toHaveText(card?.benefits ?? []);
      await expect(section.getByRole("listitem").first()).toBeVisible();
      await expect(section.getByRole("blockquote")).toBeVisible();
      await expect(section.locator("figcaption")).toContainText(",");
      await expect(section.getByRole("img")).toHaveAccessibleName(/board|pipeline|portfolio/i);
    }
    // The home page's six team types are these six.
    const here = await summary.getByRole("link").allTextContents();
    await page.goto("/");
    const home = await page
      .getByRole("region", { name: "What would you like to manage?" })
      .getByRole("listitem")
      .getByRole("link")
      .allTextContents();
    expect(home).toEqual(here);
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
    const cards = page.getByRole("region", { name: "What would you like to manage?" });
    for (const [id, title] of ends)
      await test.step(title, async () => {
        await cards.getByRole("link", { name: new RegExp(`^${title}`) }).click();
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
    const plans = page.getByRole("region", { name: "Plans that grow with your round" });
    const tiers = plans.getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect(tiers.getByRole("heading", { level: 3 })).toHaveText([
      "Seed Stage",
      "Series A",
      "Enterprise",
    ]);
    await expect(tiers.nth(0)).toContainText("Free");
    await expect(tiers.nth(1)).toContainText("$49/month");
    await expect(tiers.nth(2)).toContainText("Custom");
    for (const index of [0, 1, 2]) {
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
      const features = page.getByRole("region", { name: "Why early teams choose Flowboard" });
      await expect(features.getByRole("heading", { level: 3 })).toHaveCount(3);
      const tiers = await expectTiers(page);
      await expect(tiers.nth(2).getByRole("link", { name: "Talk to Sales" })).toHaveAttribute(
        "href",
        "/contact?subject=sales",
      );
      await tiers.nth(1).getByRole("link", { name: "Choose Series A" }).click();
      await expect(page).toHaveURL(/\/pricing$/);
    });
    await test.step("/solutions/startups shows the same tiers, a stage playbook and a company board", async () => {
      await page.goto("/solutions/startups");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "From first customer to Series B on one workspace",
      );
      await expect(
        page.getByRole("region", { name: "A playbook for every stage" }).getByRole("listitem"),
      ).toHaveCount(4);
      await expect(page.getByRole("img", { name: /company goals board/ })).toBeVisible();
      await expectTiers(page);
      await page.getByRole("link", { name: "Compare Startup Plans" }).click();
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
      const features = page.getByRole("region", { name: "Built for scale and control" });
      await expect(features.getByRole("heading", { level: 3 })).toHaveCount(4);
      await features
        .getByRole("link", { name: "Learn more about Enterprise-grade security" })
        .click();
      await expect(page).toHaveURL(/\/solutions\/enterprise\/security$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Security your auditors will sign off on",
      );
    });
    await test.step("security: four security features and the SOC 2 and ISO 27001 certifications", async () => {
      await page.goto("/solutions/enterprise/security");
      const features = page.getByRole("region", { name: "How we protect your data" });
      await expect(features.getByRole("heading", { level: 3 })).toHaveCount(4);
      const certifications = page.getByRole("region", { name: "Certifications" });
      await expect(certifications.getByRole("heading", { level: 3 })).toHaveText([
        "SOC 2",
        "ISO 27001",
      ]);
      await page.getByRole("link", { name: "Request the Security Package" }).click();
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
    const gallery = page.getByRole("region", { name: "Sample projects" });
    const projects = gallery.getByRole("article");
    expect(await projects.count()).toBeGreaterThanOrEqual(4);
    for (const title of ["Product launch", "Marketing campaign", "Sales pipeline", "Hiring plan"]) {
      const project = projects.filter({ has: page.getByRole("heading", { name: title }) });
      await expect(project.getByRole("img")).toBeVisible();
      await expect(project.getByRole("heading", { name: "What it shows" })).toBeVisible();
    }
  });

  test("docs: a table of contents whose links land on each chapter, and the API links", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/docs");
    const toc = page.getByRole("navigation", { name: "On this page" });
    const chapters = ["Getting started", "Boards and items", "Automations", "Integrations", "API"];
    await expect(toc.getByRole("link")).toHaveText(chapters);
    for (const chapter of chapters) {
      await toc.getByRole("link", { name: chapter, exact: true }).click();
      const heading = page.getByRole("heading", { level: 2, name: chapter, exact: true });
      await expectBelowHeader(page, (await heading.getAttribute("id")) ?? "");
    }
    const api = page.getByRole("region", { name: "API", exact: true });
    await expect(api.getByRole("link", { name: /API reference/ })).toHaveAttribute(
      "href",
      "/resources/api-docs",
    );
    await expect(api.getByRole("link", { name: /Developer tools/ })).toHaveAttribute(
      "href",
      "/features/developer-tools",
    );
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
    ["Docs", chunkPattern("docs"), "/docs", "Flowboard documentation"],
    [
      "Demo Projects",
      chunkPattern("demo-projects"),
      "/demo-projects",
      "See finished boards before you build your own",
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
      .getByRole("region", { name: "Solutions for Every Team" })
      .getByRole("link", { name: "Learn more about Startups" })
      .click();
    await expect(page.getByRole("status").getByText("Loading...")).toBeVisible();
    release();
    await expect(
      page.getByRole("heading", { level: 1, name: /From first customer to Series B/ }),
    ).toBeVisible();
  });
});
