import type { Page } from "@playwright/test";
import { siteContent } from "../support/site-content";
import { expect, gotoHydrated, test, watchOutgoingData } from "./fixtures";
import { navigateInApp } from "./in-app-walk";
import { CLIPBOARD, watchRequests } from "./page-checks";

/**
 * Spec 2.6: each feature page with its title, capabilities, button and related pages, as the
 * editors wrote them (content/features/<id>.json, the card in content/collections/features.json).
 */
const featureCards: { id: string; title: string; link: string }[] = siteContent(
  "collections/features.json",
).features;
const featurePages = [
  "project-management",
  "workflow-automation",
  "sales-crm",
  "team-collaboration",
  "dashboards-reporting",
].map((id) => {
  const page = siteContent(`features/${id}.json`);
  const card = featureCards.find((entry) => entry.id === id);
  return {
    path: `/features/${id}`,
    title: (page.title ?? card?.title) as string,
    capabilities: (page.capabilities as { title: string }[]).map((c) => c.title),
    button: page.cta.label as string,
    quote: page.testimonial.quote as string,
    related: page.related as string[],
  };
});
const featurePageCopy = siteContent("pages/feature-page.json").featurePageCopy;
const integrations = siteContent("pages/integrations.json");
const developerTools = siteContent("pages/developer-tools.json");
const automationRule = siteContent("pictures/automation-rule.json");
const fill = (sentence: string, values: Record<string, string>) =>
  sentence.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
const spaced = (text: string) => new RegExp(text.split(/\s+/).map(escapeRegExp).join("\\s*"));
function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const productPaths = [
  ...featurePages.map((page) => page.path),
  "/features/integrations",
  "/features/developer-tools",
];

const hero = (page: Page) => page.locator('section[aria-labelledby="page-title"]');
const previewToast = (page: Page) =>
  page.getByRole("region", { name: /Notifications/ }).getByText("This is a preview");

async function relatedHrefs(page: Page) {
  const related = page.getByRole("region", { name: featurePageCopy.relatedHeading });
  const links = related.getByRole("link", { name: /^Learn more about/ });
  await expect(links).toHaveCount(3);
  return links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
}

/**
 * What each feature page's product mock-up shows and does, checked on the feature page's
 * own load (one load per page: the feature page test runs it as its last step).
 */
const mockUps: Record<string, { title: string; check: (page: Page) => Promise<void> }> = {
  "/features/project-management": {
    title:
      "the project board shows columns and cards with owner, deadline, status and tags, and the page's quote",
    check: async (page: Page) => {
      await expect(page.getByRole("blockquote")).toContainText(
        featurePages[0]?.quote.slice(0, 40) ?? "",
      );
      const board = hero(page).getByRole("img", { name: /kanban board/ });
      for (const column of ["To Do", "In Progress", "Done"])
        await expect(board.getByText(column, { exact: true }).first()).toBeVisible();
      const card = board.getByRole("listitem").filter({ hasText: "Homepage hero redesign" });
      await expect(card).toContainText("MK");
      await expect(card).toContainText("Jun 12");
      await expect(card).toContainText("Working on it");
      await expect(card).toContainText("Design");
    },
  },
  "/features/workflow-automation": {
    title: "the automation builder shows its trigger and three actions, and its buttons answer",
    check: async (page: Page) => {
      const builder = hero(page).getByRole("group", { name: /Automation builder/ });
      const rule = builder.getByRole("img");
      // Spec 4: the automation fires on "In Review" or "Ready for Testing"; its words are
      // the picture's (content/pictures/automation-rule.json).
      const { trigger, actions } = automationRule;
      await expect(rule).toHaveAccessibleName(
        new RegExp(escapeRegExp(fill(automationRule.alt, trigger))),
      );
      await expect(rule).toContainText(fill(trigger.sentence, trigger));
      await expect(rule.getByRole("listitem")).toHaveText(
        actions.map((action: { sentence: string; detail: string }) =>
          spaced(fill(action.sentence, { detail: action.detail })),
        ),
      );
      await builder.getByRole("button", { name: "Save Automation" }).click();
      await expect(previewToast(page)).toBeVisible();
      await builder.getByRole("button", { name: "Cancel" }).click();
      await expect(previewToast(page)).toBeVisible();
    },
  },
  "/features/sales-crm": {
    title: "the pipeline shows its five stages in order with deal cards",
    check: async (page: Page) => {
      const pipeline = hero(page).getByRole("img", { name: /sales pipeline/ });
      const stages = ["New Leads", "Qualified", "Proposal", "Negotiation", "Closed Won"];
      await expect(pipeline).toHaveAccessibleName(new RegExp(stages.join(".*")));
      const labels = pipeline.getByText(new RegExp(`^(${stages.join("|")})$`));
      await expect(labels).toHaveText(stages);
      // Reading order on screen: left to right along a row, then down to the next row.
      let previous: { x: number; y: number } | null = null;
      for (const label of await labels.all()) {
        await expect(label).toBeVisible();
        const box = await label.boundingBox();
        expect(box).not.toBeNull();
        if (previous && box) {
          const sameRow = Math.abs(box.y - previous.y) <= 4;
          expect(sameRow ? box.x > previous.x : box.y > previous.y).toBe(true);
        }
        previous = box;
      }
      const deal = pipeline.getByRole("listitem").filter({ hasText: "Summit Outfitters" });
      await expect(deal).toContainText("$64,000");
      await expect(deal).toContainText("TP");
      await expect(deal).toContainText("Renewal");
      await expect(deal).toContainText("12d");
    },
  },
  "/features/team-collaboration": {
    title: "the discussion has presence, a message box and a Send button that sends nothing",
    check: async (page: Page) => {
      const sent = watchOutgoingData(page);
      const discussion = hero(page).getByRole("group", { name: /Discussion/ });
      const picture = discussion.getByRole("img");
      await expect(picture.getByText("Online").first()).toBeVisible();
      await expect(picture.getByText("Away")).toBeVisible();
      const message = discussion.getByRole("textbox", { name: "Message" });
      await expect(message).toHaveAttribute("placeholder", "Type your message...");
      await message.fill("Looks good to me");
      await discussion.getByRole("button", { name: "Send" }).click();
      await expect(previewToast(page)).toBeVisible();
      await expect(message).toHaveValue("");
      expect(sent).toEqual([]);
    },
  },
  "/features/dashboards-reporting": {
    title: "the executive dashboard shows task statuses and the example dashboards",
    check: async (page: Page) => {
      const dashboard = hero(page).getByRole("img", { name: /executive dashboard/ });
      for (const text of [
        "To Do",
        "In Progress",
        "Done",
        "Executive Overview",
        "Project Performance",
        "Sales Analytics",
        "Team Productivity",
      ])
        await expect(dashboard.getByText(text, { exact: true })).toBeVisible();
      await expect(dashboard.locator("svg")).not.toHaveCount(0);
    },
  },
};

test.describe("feature pages @desktop", () => {
  for (const feature of featurePages) {
    test(`${feature.path}: no layout shift; title, capabilities, mock-up, quote, "${feature.button}" and related features`, async ({
      page,
    }) => {
      const requests = await watchLayoutShifts(page);
      await page.goto(feature.path);
      await test.step("no layout shift as it loads", () => expectNoLayoutShift(page, requests));
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(feature.title)} \\| `));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(feature.title);
      await expect(hero(page).getByRole("img")).toBeVisible();

      const capabilities = page.getByRole("region", { name: /./ }).filter({
        has: page.getByRole("heading", { level: 3, name: feature.capabilities[0] }),
      });
      await expect(capabilities.getByRole("heading", { level: 3 })).toHaveText(
        feature.capabilities,
      );
      await expect(capabilities.getByRole("listitem")).toHaveCount(feature.capabilities.length);

      const quote = page.getByRole("region", { name: featurePageCopy.testimonialHeading });
      await expect(quote.getByRole("blockquote")).toBeVisible();

      const buttons = page.getByRole("link", { name: feature.button, exact: true });
      await expect(buttons.first()).toBeVisible();
      for (const href of await buttons.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
        expect(href).toBe("/pricing");

      expect(await relatedHrefs(page)).toEqual(feature.related.map((id) => `/features/${id}`));

      const mockUp = mockUps[feature.path];
      if (mockUp) await test.step(mockUp.title, () => mockUp.check(page));
    });
  }

  test("a related link opens that feature's page", async ({ page }) => {
    const automation = featurePages.find((entry) => entry.path === "/features/workflow-automation");
    await page.goto("/features/sales-crm");
    await page
      .getByRole("region", { name: featurePageCopy.relatedHeading })
      .getByRole("link", { name: `Learn more about ${automation?.title}` })
      .click();
    await expect(page).toHaveURL(/\/features\/workflow-automation$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(automation?.title ?? "");
  });
});

/**
 * What the page itself moves once its HTML is parsed and its font is in: hydration, the
 * mock-ups, sections whose code loads later. Shifts before that (the fallback font swapped
 * for Inter, or a busy machine painting a half-parsed page before the scrollbar appears)
 * depend on how fast the machine is, not on the page; the audit's Lighthouse runs hold the
 * cold load's CLS at 0. Call before the page loads; `expectNoLayoutShift` reads the total.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0, moved: [] as string[] };
    Object.assign(window, { layoutShifts: shifts });
    const nameOf = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${String(node.getAttribute("class") ?? "").slice(0, 60)}`
        : String(node?.nodeName);
    const observe = () =>
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node: Node | null }[];
        })[]) {
          shifts.total += entry.value;
          shifts.moved.push(entry.sources.map((source) => nameOf(source.node)).join(", "));
        }
      }).observe({ type: "layout-shift" });
    document.addEventListener("DOMContentLoaded", () => document.fonts.ready.then(observe), {
      once: true,
    });
  });
  return watchRequests(page);
}

/** Once everything the page asked for has arrived: no layout shift since its font came in. */
async function expectNoLayoutShift(
  page: Page,
  requests: Awaited<ReturnType<typeof watchLayoutShifts>>,
) {
  await requests.settled();
  const { total, moved } = await page.evaluate(
    () => (window as unknown as { layoutShifts: { total: number; moved: string[] } }).layoutShifts,
  );
  expect(total, `shifted: ${moved.join(" | ")}`).toBe(0);
}

// At desktop width the feature page's own test reads its shifts on the same load.
test.describe("layout stability @phone", () => {
  for (const feature of featurePages)
    test(`${feature.path} and its mock-ups load without any layout shift`, async ({ page }) => {
      const requests = await watchLayoutShifts(page);
      await page.goto(feature.path);
      await expectNoLayoutShift(page, requests);
    });
});

test.describe("integrations page @desktop", () => {
  // One load for what the page shows: a test's fixed cost is paid once
  // (docs/testing.md, "What a test costs").
  test("popular apps with categories and counts that add up to the total shown; blurbs, scenarios, a testimonial and related features", async ({
    page,
  }) => {
    await page.goto("/features/integrations");
    await expect(page).toHaveTitle(
      new RegExp(`^${escapeRegExp(integrations.integrationsPage.title)} \\| `),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      integrations.integrationsPage.title,
    );
    const popular: { name: string; category: string }[] = integrations.popularIntegrations;
    const apps = page
      .getByRole("region", { name: integrations.popularSection.heading })
      .getByRole("listitem");
    await expect(apps).toHaveCount(popular.length);
    const [firstApp] = popular;
    if (firstApp)
      await expect(apps.filter({ hasText: firstApp.name }).first()).toContainText(
        firstApp.category,
      );

    const categories = page.getByRole("region", { name: integrations.categoriesSection.heading });
    // Each row names its category and its count, in the file's order. Asserted as one
    // retrying check: a single read of the rows' rendered text once came back empty for all
    // ten on a fast run, for reasons the failure did not show (the same rows were whole in
    // its page snapshot).
    const counts: [string, number][] = integrations.integrationCategories.map(
      (category: { name: string; count: number }) => [category.name, category.count],
    );
    await expect(categories.getByRole("listitem")).toHaveText(
      counts.map(([name, count]) => new RegExp(`^\\s*${escapeRegExp(name)}\\s*${count}\\s*$`)),
    );
    const sum = counts.reduce((total, [, count]) => total + count, 0);
    await expect(categories.getByText(`${sum}`, { exact: true })).toBeVisible();

    const benefits = page.getByRole("region", { name: integrations.integrationBenefits.heading });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(
      integrations.integrationBenefits.items.map((item: { title: string }) => item.title),
    );
    const scenarios = page.getByRole("region", { name: integrations.integrationScenarios.heading });
    await expect(scenarios.getByRole("heading", { level: 3 })).toHaveCount(
      integrations.integrationScenarios.items.length,
    );
    await expect(
      page
        .getByRole("region", { name: featurePageCopy.testimonialHeading })
        .getByRole("blockquote"),
    ).toBeVisible();
    expect(await relatedHrefs(page)).toHaveLength(integrations.integrationsRelated.length);
  });

  test.describe(() => {
    test.use({ permissions: CLIPBOARD });
    test("the API request can be copied, and the links reach the developer tools and pricing", async ({
      page,
    }) => {
      await page.goto("/features/integrations");
      const api = page.getByRole("region", { name: integrations.integrationApiSection.heading });
      const code = api.locator("pre");
      await expect(code).toContainText("curl -X POST https://flowboard.example/api/v1/tasks");
      await expect(code).toContainText('"status": "To Do"');
      await api.getByRole("button", { name: "Copy API request sample" }).click();
      await expect(api.getByTestId("copy-done")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await code.textContent(),
      );

      await expect(page.locator('main a[href="/pricing"]').first()).toBeVisible();
      const apiLinks: { label: string; href: string }[] = integrations.integrationApiSection.links;
      const linkTo = (href: string) => apiLinks.find((link) => link.href === href)?.label ?? href;
      await expect(
        api.getByRole("link", { name: linkTo("/features/developer-tools") }),
      ).toHaveAttribute("href", "/features/developer-tools");
      await api.getByRole("link", { name: linkTo("/features/developer-tools#api-docs") }).click();
      await expect(page).toHaveURL(/\/features\/developer-tools#api-docs$/);
      await expect(
        page.getByRole("heading", { name: developerTools.apiDocsSection.heading }),
      ).toBeInViewport();
    });
  });
});

test.describe("developer tools page @desktop", () => {
  test("API capabilities, SDK and app framework, and the SDK languages", async ({ page }) => {
    const { developerToolsPage, apiCapabilities, sdkSection, developerResources } = developerTools;
    await page.goto("/features/developer-tools");
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(developerToolsPage.title)} \\| `));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(developerToolsPage.title);
    const api = page.getByRole("region", { name: apiCapabilities.heading });
    await expect(api.getByRole("heading", { level: 3 })).toHaveText(
      apiCapabilities.items.map((item: { title: string }) => item.title),
    );
    const sdk = page.getByRole("region", { name: sdkSection.heading });
    const sdkItems: { title: string }[] = sdkSection.items;
    for (const item of sdkItems)
      await expect(sdk.getByRole("heading", { level: 3, name: item.title })).toBeVisible();
    const languages: string[] = sdkSection.languages;
    await expect(
      sdk.getByRole("list").filter({ hasText: languages[0] }).getByRole("listitem"),
    ).toHaveText(languages);
    const resources = page.getByRole("region", { name: developerResources.heading });
    await expect(resources.getByRole("heading", { level: 3 })).not.toHaveCount(0);
    expect(await relatedHrefs(page)).toHaveLength(developerTools.developerToolsRelated.length);
  });

  test.describe(() => {
    test.use({ permissions: CLIPBOARD });
    test("the JavaScript SDK sample uses the item, webhook and task shapes, and copies", async ({
      page,
    }) => {
      await page.goto("/features/developer-tools");
      const sample = page.getByRole("region", { name: developerTools.sdkSample.heading });
      const code = sample.locator("pre");
      for (const fragment of [
        "boardId:",
        "itemName:",
        "columnValues: {",
        "status:",
        "priority:",
        "assignee:",
        "dueDate:",
        "url:",
        'event: "update_item"',
        "config: {",
        "itemId:",
        "title:",
        'status: "To Do"',
      ])
        await expect(code).toContainText(fragment);
      await sample.getByRole("button", { name: "Copy JavaScript SDK sample" }).click();
      await expect(sample.getByTestId("copy-done")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await code.textContent(),
      );
    });
  });

  test("API key and developer program links go to /pricing#developer, and #api-docs lands", async ({
    page,
  }) => {
    await page.goto("/features/developer-tools");
    const { developerToolsPage, developerCta } = developerTools;
    for (const name of [developerToolsPage.primary.label, developerCta.primary.label]) {
      const links = page.getByRole("link", { name, exact: true });
      await expect(links.first()).toBeVisible();
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
        expect(href).toBe("/pricing#developer");
    }
    await hero(page).getByRole("link", { name: developerToolsPage.secondary.label }).click();
    await expect(page).toHaveURL(/#api-docs$/);
    await expect(page.locator("#api-docs")).toHaveAttribute("aria-labelledby", "api-docs-heading");
    await expect(
      page.getByRole("heading", { name: developerTools.apiDocsSection.heading }),
    ).toBeInViewport();
  });
});

test.describe("links on the product pages @desktop", () => {
  test("every product-page link to a product page, and every in-page anchor, resolves", async ({
    page,
    request,
  }) => {
    for (const path of productPaths) {
      await page.goto(path);
      const hrefs = await page
        .locator("main a[href]")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      for (const href of hrefs.filter((h) => h.startsWith("#"))) {
        await expect(page.locator(href), `${path} ${href}`).toHaveCount(1);
      }
      for (const href of hrefs.filter((h) => h.startsWith("/features"))) {
        const [target = href, anchor] = href.split("#");
        expect((await request.get(target)).status(), `${path} -> ${href}`).toBe(200);
        if (anchor) {
          const html = await (await request.get(target)).text();
          expect(html, `${path} -> ${href}`).toContain(`id="${anchor}"`);
        }
      }
    }
  });
});

// Narrower than every-route's 390 px walk: the product pages' mock-ups and tables are the
// widest content. One load, then each page as a client-side navigation: its width is the
// page's, not its load's.
test("every product page fits a 360 px screen without sideways scrolling @phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const [first = "/features", ...rest] = productPaths;
  // Hydrated: the walk is client-side navigations.
  await gotoHydrated(page, first);
  for (const path of [first, ...rest]) {
    if (path !== first) await navigateInApp(page, path);
    await expect(hero(page).getByRole("heading", { level: 1 }), path).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways by`).toBe(0);
  }
});
