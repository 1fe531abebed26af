import { describe, expect, it } from "vitest";
import { formatFigure } from "~/lib/format-number";
import { sampleItem, sampleTask, sampleWebhook, toJsLiteral } from "./api-samples";
import {
  apiCapabilities,
  apiDocsSection,
  developerCta,
  developerResources,
  developerTestimonial,
  developerToolsPage,
  developerToolsRelated,
  sdkSample,
  sdkSection,
} from "./developer-tools";
import { type FeaturePage, featurePagePath, featurePageTitle } from "./feature-page";
import { features } from "./features";
import {
  integrationApiSection,
  integrationBenefits,
  integrationCategories,
  integrationScenarios,
  integrationsCta,
  integrationsPage,
  integrationsRelated,
  integrationsTestimonial,
  integrationTotal,
  popularIntegrations,
} from "./integrations";
import { sampleItemSchema, sampleTaskSchema, sampleWebhookSchema } from "./schemas";
import { site } from "./site";

/** Every record in feature-pages/, so a new page's data is checked without listing it here. */
const featurePages = Object.values(
  import.meta.glob<Record<string, FeaturePage>>("./feature-pages/*.ts", { eager: true }),
).flatMap((module) => Object.values(module));

const byId = (id: string) => featurePages.find((page) => page.id === id);

/**
 * The related pages of each page in the table of docs/spec/site-spec.md §2.6: which pages link
 * where is the site's structure; the titles and button labels are the editors' words.
 */
const specTable = {
  "project-management": ["workflow-automation", "team-collaboration", "dashboards-reporting"],
  "workflow-automation": ["project-management", "integrations", "developer-tools"],
  "sales-crm": ["workflow-automation", "dashboards-reporting", "integrations"],
  "team-collaboration": ["project-management", "sales-crm", "integrations"],
  "dashboards-reporting": ["project-management", "sales-crm", "developer-tools"],
};

describe("feature pages", () => {
  it("one record per page of the table in docs/spec/site-spec.md §2.6", () => {
    expect(featurePages.map((page) => page.id).sort()).toEqual(Object.keys(specTable).sort());
  });

  it("paths, buttons and related pages match docs/spec/site-spec.md §2.6", () => {
    for (const [id, related] of Object.entries(specTable)) {
      const page = byId(id);
      if (!page) throw new Error(`missing ${id}`);
      expect(featurePageTitle(page)).not.toBe("");
      expect(featurePagePath(page)).toBe(`/features/${id}`);
      expect(page.cta.href).toBe("/pricing");
      expect(page.cta.label).not.toBe("");
      expect(page.related).toEqual(related);
    }
  });

  it("every related id is another feature card, and each page lists capabilities", () => {
    const cardIds = new Set<string>(features.map((feature) => feature.id));
    for (const page of featurePages) {
      expect(page.related.every((id) => cardIds.has(id) && id !== page.id)).toBe(true);
      expect(page.capabilities.length).toBeGreaterThan(0);
    }
  });
});

describe("integrations", () => {
  it("popular apps, categories, benefits and scenarios to show", () => {
    for (const list of [
      popularIntegrations,
      integrationCategories,
      integrationBenefits.items,
      integrationScenarios.items,
    ])
      expect(list.length).toBeGreaterThan(0);
  });

  it("adds up the catalogue: the total is the sum of the categories' counts", () => {
    const sum = integrationCategories.reduce((total, category) => total + category.count, 0);
    expect(integrationTotal).toBe(sum);
  });

  it("states the catalogue's figures, added up, in its sentences", () => {
    expect(integrationsPage.description).toContain(String(integrationTotal));
    expect(integrationsPage.description).toContain(String(integrationCategories.length));
    expect(integrationsPage.tagline).toContain(String(integrationTotal));
  });

  it("keeps the site's integrations claim true of the catalogue", () => {
    // "100+": a floor the catalogue must reach.
    expect(site.figures.integrations.plus).toBe(true);
    expect(integrationTotal).toBeGreaterThanOrEqual(site.figures.integrations.value);
  });

  it("links to the developer tools, its API docs and pricing", () => {
    const hrefs = [
      ...integrationApiSection.links.map((link) => link.href),
      integrationsCta.primary.href,
    ];
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/features/developer-tools",
        "/features/developer-tools#api-docs",
        "/pricing",
      ]),
    );
    expect(integrationsRelated.length).toBeGreaterThan(0);
    expect(integrationsTestimonial.quote).not.toBe("");
  });
});

describe("developer tools", () => {
  it("resources, related pages, and the marketplace's figures", () => {
    expect(developerResources.items.length).toBeGreaterThan(0);
    expect(developerToolsRelated.length).toBeGreaterThan(0);
    expect(developerCta.secondary).toEqual(developerToolsPage.primary);
    expect(apiDocsSection.reference.href).toBe("/resources/api-docs");
    expect(developerTestimonial.quote).not.toBe("");
    const sdkText = sdkSection.items.map((item) => item.description).join(" ");
    expect(sdkText).toContain(formatFigure(site.figures.liveApps));
    expect(sdkText).toContain(formatFigure(site.figures.appInstalls));
  });

  it("has capabilities, languages and the program's links of docs/spec/site-spec.md §2.8", () => {
    expect(apiCapabilities.items.length).toBeGreaterThan(0);
    expect(sdkSection.languages.length).toBeGreaterThan(0);
    expect(developerToolsPage.primary.href).toBe("/pricing#developer");
    expect(developerCta.primary.href).toBe("/pricing#developer");
    expect(apiDocsSection.id).toBe("api-docs");
  });
});

describe("API samples", () => {
  it("have the shapes of docs/spec/site-spec.md §3", () => {
    sampleItemSchema.parse(sampleItem);
    sampleWebhookSchema.parse(sampleWebhook);
    sampleTaskSchema.parse(sampleTask);
  });

  it("are what the code samples show", () => {
    const sdk = sdkSample.sample.code;
    for (const record of [sampleItem, sampleWebhook, sampleTask])
      expect(sdk).toContain(toJsLiteral(record));
    expect(sdk).toContain('event: "update_item"');
    expect(sdk).toContain('status: "To Do"');
    const request = integrationApiSection.sample.code;
    expect(request).toContain("curl -X POST https://flowboard.example/api/v1/tasks");
    expect(request).toContain('-H "Authorization: Bearer $FLOWBOARD_API_KEY"');
    const body = request.slice(request.indexOf("'") + 1, request.lastIndexOf("'"));
    expect(JSON.parse(body)).toEqual(sampleTask);
  });

  it("toJsLiteral writes nested records as indented object literals", () => {
    expect(toJsLiteral({ a: "x", b: { c: 1 } })).toBe('{\n  a: "x",\n  b: {\n    c: 1,\n  },\n}');
  });
});
