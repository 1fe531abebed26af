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

/** The table of docs/spec/site-spec.md §2.6: button label and related pages of each page. */
const specTable = {
  "project-management": {
    title: "Project Management",
    button: "Start a Project",
    related: ["workflow-automation", "team-collaboration", "dashboards-reporting"],
  },
  "workflow-automation": {
    title: "Workflow Automation",
    button: "Set Up an Automation",
    related: ["project-management", "integrations", "developer-tools"],
  },
  "sales-crm": {
    title: "CRM and Sales Pipeline",
    button: "Try the CRM Module",
    related: ["workflow-automation", "dashboards-reporting", "integrations"],
  },
  "team-collaboration": {
    title: "Team Collaboration",
    button: "Start Collaborating Now",
    related: ["project-management", "sales-crm", "integrations"],
  },
  "dashboards-reporting": {
    title: "Dashboards and Analytics",
    button: "Build Your First Dashboard",
    related: ["project-management", "sales-crm", "developer-tools"],
  },
};

describe("feature pages", () => {
  it("one record per page of the table in docs/spec/site-spec.md §2.6", () => {
    expect(featurePages.map((page) => page.id).sort()).toEqual(Object.keys(specTable).sort());
  });

  it("titles, paths, buttons and related pages match docs/spec/site-spec.md §2.6", () => {
    for (const [id, row] of Object.entries(specTable)) {
      const page = byId(id);
      if (!page) throw new Error(`missing ${id}`);
      expect(featurePageTitle(page)).toBe(row.title);
      expect(featurePagePath(page)).toBe(`/features/${id}`);
      expect(page.cta).toMatchObject({ label: row.button, href: "/pricing" });
      expect(page.related).toEqual(row.related);
    }
  });

  it("every related id is another feature card, and each page lists six capabilities", () => {
    const cardIds = new Set<string>(features.map((feature) => feature.id));
    for (const page of featurePages) {
      expect(page.related.every((id) => cardIds.has(id) && id !== page.id)).toBe(true);
      expect(page.capabilities).toHaveLength(6);
    }
  });

  it("one customer quote claims 50% less sprint planning time", () => {
    const quotes = featurePages.map((page) => page.testimonial.quote);
    expect(quotes.filter((quote) => quote.includes("50% less sprint planning time"))).toHaveLength(
      1,
    );
  });
});

describe("integrations", () => {
  it("twelve popular apps, ten categories, four benefits and four scenarios", () => {
    expect(popularIntegrations).toHaveLength(12);
    expect(integrationCategories).toHaveLength(10);
    expect(integrationBenefits.items).toHaveLength(4);
    expect(integrationScenarios.items).toHaveLength(4);
    expect(integrationsTestimonial.company).toBe("Lumen Studios");
  });

  it("states the catalogue's figures, added up, in its sentences", () => {
    expect(integrationsPage.description).toContain("151 apps in 10 categories");
    expect(integrationsPage.tagline).toContain("the 151 tools");
  });

  it("has the category counts of docs/spec/site-spec.md §2.7; the total is their sum, 151", () => {
    expect(Object.fromEntries(integrationCategories.map((c) => [c.name, c.count]))).toEqual({
      Communication: 15,
      Development: 22,
      "Project Management": 18,
      "CRM & Sales": 14,
      Marketing: 20,
      Productivity: 25,
      Design: 8,
      Finance: 10,
      "HR & Recruiting": 7,
      Analytics: 12,
    });
    expect(integrationTotal).toBe(151);
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
    expect(integrationsRelated).toHaveLength(3);
  });
});

describe("developer tools", () => {
  it("four developer resources, three related pages, and the marketplace's figures", () => {
    expect(developerResources.items).toHaveLength(4);
    expect(developerToolsRelated).toHaveLength(3);
    expect(developerCta.secondary).toEqual(developerToolsPage.primary);
    expect(apiDocsSection.reference.href).toBe("/resources/api-docs");
    expect(developerTestimonial.company).toBe("Northwind Logistics");
    expect(sdkSection.items[1]?.description).toContain(
      `${formatFigure(site.figures.liveApps)} live apps with over ${formatFigure(site.figures.appInstalls)} installs`,
    );
  });

  it("names the capabilities, languages and program links of docs/spec/site-spec.md §2.8", () => {
    expect(apiCapabilities.items.map((item) => item.title)).toEqual([
      "REST and GraphQL",
      "OAuth 2.0 and API keys",
      "Webhooks",
      "Custom endpoints",
    ]);
    expect(sdkSection.languages).toEqual([
      "Node.js",
      "Python",
      "PHP",
      "Ruby",
      "Java",
      "Go",
      "React",
      ".NET",
    ]);
    expect(developerToolsPage.primary).toEqual({
      label: "Get Your API Key",
      href: "/pricing#developer",
    });
    expect(developerCta.primary).toEqual({
      label: "Join the Developer Program",
      href: "/pricing#developer",
    });
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
