import type { z } from "zod";
import { analyticsGoalsSchema } from "./analytics-goals.schema.ts";
import { apiAccessSchema } from "./api-access.schema.ts";
import { apiDocsSchema } from "./api-docs.schema.ts";
// company, legal, forms and chrome
import { articleTagsSchema } from "./article-tags.schema.ts";
import { authorsSchema } from "./authors.schema.ts";
import { careersSchema } from "./careers.schema.ts";
import { changelogPageSchema } from "./changelog-page.schema.ts";
import { aboutSchema } from "./company.schema.ts";
import { contactSchema } from "./contact.schema.ts";
import { contactFieldsSchema } from "./contact-fields.schema.ts";
import { contactMessagesSchema } from "./contact-messages.schema.ts";
import { contactOutcomesSchema } from "./contact-outcomes.schema.ts";
import { customersSchema } from "./customers.schema.ts";
import { demoBoardSchema } from "./demo-board.schema.ts";
import { demoProjectsSchema } from "./demo-projects.schema.ts";
import { developerToolsSchema } from "./developer-tools.schema.ts";
import { docsSchema } from "./docs.schema.ts";
import { enterpriseSchema, enterpriseSecuritySchema } from "./enterprise.schema.ts";
import { featurePageCopySchema, featurePageSchema } from "./feature-page.schema.ts";
import { featuresSchema } from "./features.schema.ts";
import { featuresOverviewSchema } from "./features-overview.schema.ts";
import { feedsSchema } from "./feeds.schema.ts";
import { footerSchema } from "./footer.schema.ts";
import { formAnswersSchema } from "./form-answers.schema.ts";
import { privacyLinkSchema } from "./form-privacy-link.schema.ts";
import { glossarySchema } from "./glossary.schema.ts";
import { homeSchema } from "./home.schema.ts";
import { integrationFigures } from "./integration-figures.ts";
import { integrationsSchema } from "./integrations.schema.ts";
import { legalPageFileSchema, privacyFileSchema } from "./legal.schema.ts";
import { navigationSchema } from "./navigation.schema.ts";
import { newsletterSchema } from "./newsletter.schema.ts";
import { notFoundSchema } from "./not-found.schema.ts";
import { noticesSchema } from "./notices.schema.ts";
import { partnersSchema } from "./partners.schema.ts";
import {
  automationRuleSchema,
  boardColumnsSchema,
  executiveDashboardSchema,
  heroDashboardSchema,
  projectBoardSchema,
  salesPipelineSchema,
  teamDiscussionSchema,
  workOsBoardSchema,
} from "./pictures.schema.ts";
import { type PricingContent, pricingSchema } from "./pricing.schema.ts";
import { pricingComparisonSchema } from "./pricing-comparison.schema.ts";
import { pricingFaqSchema } from "./pricing-faq.schema.ts";
import { pricingPageSchema } from "./pricing-page.schema.ts";
import { smallestYearlySaving } from "./pricing-saving.ts";
import {
  blogPageSchema,
  guidesPageSchema,
  templatesPageSchema,
  webinarsPageSchema,
} from "./resources.schema.ts";
import { searchPageSchema } from "./search-page.schema.ts";
import { siteSchema } from "./site.schema.ts";
import { siteChromeSchema } from "./site-chrome.schema.ts";
import { solutionsSchema } from "./solutions.schema.ts";
import { spellingWordsSchema } from "./spelling.schema.ts";
import { flowboardForStartupsSchema, startupsSolutionSchema } from "./startup-pages.schema.ts";
import { startupPlansSchema } from "./startup-plans.schema.ts";
import { storedDataFacts } from "./stored-data.js";
import { storedDataSchema } from "./stored-data.schema.ts";
import { useCaseDetailsSchema } from "./use-case-details.schema.ts";
import { useCaseCardsSchema } from "./use-cases.schema.ts";

/**
 * Every content file of the site, with the schema that checks it: the one list the build
 * (pipeline/vite/content.ts), the content check (registry.test.ts) and the editor
 * (`npm run edit`, whose fields are generated from these schemas) read. Words and figures
 * live in the files under content/; the modules beside this one read them with types.
 */
export interface ContentFile {
  /** From the repository's root. */
  path: string;
  /** What an editor calls it. */
  label: string;
  schema: z.ZodType;
  /** The page that shows it, previewed beside the editor. */
  preview: string;
  /**
   * Read by the server or the build's Node steps as the file stands, not through Vite: it
   * may hold no {{references}}.
   */
  readOutsideVite?: true;
}

export const contentFiles = [
  {
    path: "content/site.json",
    label: "Site: name, figures and address",
    schema: siteSchema,
    preview: "/about",
    readOutsideVite: true,
  },
  { path: "content/pages/home.json", label: "Home page", schema: homeSchema, preview: "/" },
  // product and developers
  {
    path: "content/collections/features.json",
    label: "Features: the product cards",
    schema: featuresSchema,
    preview: "/features",
  },
  {
    path: "content/pages/features.json",
    label: "Features overview page",
    schema: featuresOverviewSchema,
    preview: "/features",
  },
  {
    path: "content/pages/feature-page.json",
    label: "Feature pages: shared headings",
    schema: featurePageCopySchema,
    preview: "/features/project-management",
  },
  ...[
    ["project-management", "Project Management"],
    ["workflow-automation", "Workflow Automation"],
    ["sales-crm", "Sales CRM"],
    ["team-collaboration", "Team Collaboration"],
    ["dashboards-reporting", "Dashboards & Reporting"],
  ].map(([id, name]) => ({
    path: `content/features/${id}.json`,
    label: `Feature page: ${name}`,
    schema: featurePageSchema,
    preview: `/features/${id}`,
  })),
  // the product pictures: app windows drawn in HTML
  ...(
    [
      ["hero-dashboard", "Picture: the home page's dashboard", heroDashboardSchema, "/"],
      ["work-os-board", "Picture: the features overview's board", workOsBoardSchema, "/features"],
      [
        "project-board",
        "Picture: the project management kanban board",
        projectBoardSchema,
        "/features/project-management",
      ],
      [
        "automation-rule",
        "Picture: the automation builder's rule",
        automationRuleSchema,
        "/features/workflow-automation",
      ],
      ["sales-pipeline", "Picture: the sales pipeline", salesPipelineSchema, "/features/sales-crm"],
      [
        "team-discussion",
        "Picture: the team's discussion",
        teamDiscussionSchema,
        "/features/team-collaboration",
      ],
      [
        "executive-dashboard",
        "Picture: the executive dashboard",
        executiveDashboardSchema,
        "/features/dashboards-reporting",
      ],
      ["board-columns", "Pictures: the boards' column headings", boardColumnsSchema, "/features"],
    ] as const
  ).map(([name, label, schema, preview]) => ({
    path: `content/pictures/${name}.json`,
    label,
    schema,
    preview,
  })),
  {
    path: "content/pages/integrations.json",
    label: "Integrations page and catalogue",
    schema: integrationsSchema,
    preview: "/features/integrations",
  },
  {
    path: "content/pages/developer-tools.json",
    label: "Developer tools page",
    schema: developerToolsSchema,
    preview: "/features/developer-tools",
  },
  {
    path: "content/api.json",
    label: "API: where the key is and how it is sent",
    schema: apiAccessSchema,
    preview: "/resources/api-docs",
  },
  {
    path: "content/pages/api-docs.json",
    label: "API reference page",
    schema: apiDocsSchema,
    preview: "/resources/api-docs",
  },
  { path: "content/pages/docs.json", label: "Documentation", schema: docsSchema, preview: "/docs" },
  {
    path: "content/collections/use-cases.json",
    label: "Use cases: the team types",
    schema: useCaseCardsSchema,
    preview: "/use-cases",
  },
  {
    path: "content/pages/use-cases.json",
    label: "Use cases page",
    schema: useCaseDetailsSchema,
    preview: "/use-cases",
  },
  {
    path: "content/pages/demo-projects.json",
    label: "Demo projects page",
    schema: demoProjectsSchema,
    preview: "/demo-projects",
  },
  {
    path: "content/collections/demo-board.json",
    label: "Demo projects: the live board's starting items",
    schema: demoBoardSchema,
    preview: "/demo-projects#live-board",
  },
  // pricing, solutions and resources
  {
    path: "content/pricing/plans.json",
    label: "Pricing: plans, prices and limits",
    schema: pricingSchema,
    preview: "/pricing",
  },
  {
    path: "content/pricing/page.json",
    label: "Pricing page",
    schema: pricingPageSchema,
    preview: "/pricing",
  },
  {
    path: "content/pricing/comparison.json",
    label: "Pricing: comparison table",
    schema: pricingComparisonSchema,
    preview: "/pricing#compare",
  },
  {
    path: "content/pricing/faq.json",
    label: "Pricing: questions and answers",
    schema: pricingFaqSchema,
    preview: "/pricing",
  },
  {
    path: "content/pricing/startup-plans.json",
    label: "Startup tiers (both startup pages)",
    schema: startupPlansSchema,
    preview: "/startup",
  },
  {
    path: "content/pages/startup.json",
    label: "Flowboard for Startups page",
    schema: flowboardForStartupsSchema,
    preview: "/startup",
  },
  {
    path: "content/solutions/startups.json",
    label: "Solutions: startups page",
    schema: startupsSolutionSchema,
    preview: "/solutions/startups",
  },
  {
    path: "content/solutions/enterprise.json",
    label: "Solutions: enterprise page",
    schema: enterpriseSchema,
    preview: "/solutions/enterprise",
  },
  {
    path: "content/solutions/enterprise-security.json",
    label: "Solutions: enterprise security page",
    schema: enterpriseSecuritySchema,
    preview: "/solutions/enterprise/security",
  },
  {
    path: "content/solutions/cards.json",
    label: "Solutions: cards on the home page",
    schema: solutionsSchema,
    preview: "/",
  },
  {
    path: "content/resources/blog.json",
    label: "Resources: blog page",
    schema: blogPageSchema,
    preview: "/resources/blog",
  },
  {
    path: "content/resources/guides.json",
    label: "Resources: guides page",
    schema: guidesPageSchema,
    preview: "/resources/guides",
  },
  {
    path: "content/resources/templates.json",
    label: "Resources: templates",
    schema: templatesPageSchema,
    preview: "/resources/templates",
  },
  {
    path: "content/resources/webinars.json",
    label: "Resources: webinars",
    schema: webinarsPageSchema,
    preview: "/resources/webinars",
  },
  {
    path: "content/pages/changelog.json",
    label: "Changelog page",
    schema: changelogPageSchema,
    preview: "/changelog",
  },
  // company, legal, forms and chrome
  {
    path: "content/chrome/navigation.json",
    label: "Header menus and links",
    schema: navigationSchema,
    preview: "/",
  },
  { path: "content/chrome/footer.json", label: "Footer", schema: footerSchema, preview: "/" },
  {
    path: "content/chrome/site-chrome.json",
    label: "Announcement bar and copyright",
    schema: siteChromeSchema,
    preview: "/",
  },
  {
    path: "content/pages/search.json",
    label: "Search page",
    schema: searchPageSchema,
    preview: "/search",
  },
  {
    path: "content/pages/not-found.json",
    label: "Page not found (404)",
    schema: notFoundSchema,
    preview: "/404",
  },
  {
    path: "content/legal/stored-data.json",
    label: "Privacy: how long data is kept, newsletter consent, legal pages' date",
    schema: storedDataSchema,
    preview: "/privacy",
    readOutsideVite: true,
  },
  {
    path: "content/analytics/goals.json",
    label: "Visit analytics: goals and funnels",
    schema: analyticsGoalsSchema,
    preview: "/pricing",
    readOutsideVite: true,
  },
  {
    path: "content/legal/privacy.json",
    label: "Privacy page",
    schema: privacyFileSchema,
    preview: "/privacy",
  },
  {
    path: "content/legal/terms.json",
    label: "Terms of use",
    schema: legalPageFileSchema,
    preview: "/terms",
  },
  {
    path: "content/legal/cookies.json",
    label: "Cookies page",
    schema: legalPageFileSchema,
    preview: "/cookies",
  },
  {
    path: "content/forms/notices.json",
    label: "Newsletter and data-request pages, and the blog's sign-up",
    schema: noticesSchema,
    preview: "/newsletter/check-inbox",
  },
  {
    path: "content/forms/newsletter.json",
    label: "Newsletter sign-up (footer)",
    schema: newsletterSchema,
    preview: "/",
  },
  {
    path: "content/forms/privacy-link.json",
    label: "Forms: the link to the privacy page",
    schema: privacyLinkSchema,
    preview: "/contact",
  },
  {
    path: "content/forms/contact-fields.json",
    label: "Contact form: subjects and answer lengths",
    schema: contactFieldsSchema,
    preview: "/contact",
    readOutsideVite: true,
  },
  {
    path: "content/forms/contact-messages.json",
    label: "Contact form: error messages",
    schema: contactMessagesSchema,
    preview: "/contact",
    readOutsideVite: true,
  },
  {
    path: "content/forms/form-answers.json",
    label: "Newsletter and data requests: the server's answers and mails",
    schema: formAnswersSchema,
    preview: "/privacy",
    readOutsideVite: true,
  },
  {
    path: "content/pages/contact.json",
    label: "Contact page",
    schema: contactSchema,
    preview: "/contact",
  },
  {
    path: "content/pages/contact-outcomes.json",
    label: "Contact: message sent and not sent pages",
    schema: contactOutcomesSchema,
    preview: "/contact/thanks",
  },
  { path: "content/pages/about.json", label: "About page", schema: aboutSchema, preview: "/about" },
  {
    path: "content/pages/careers.json",
    label: "Careers: open roles and perks",
    schema: careersSchema,
    preview: "/careers",
  },
  {
    path: "content/pages/customers.json",
    label: "Customers: stories and industries",
    schema: customersSchema,
    preview: "/customers",
  },
  {
    path: "content/pages/partners.json",
    label: "Partners",
    schema: partnersSchema,
    preview: "/partners",
  },
  {
    path: "content/articles/authors.json",
    label: "Authors of articles",
    schema: authorsSchema,
    preview: "/resources/blog",
    readOutsideVite: true,
  },
  {
    path: "content/articles/tags.json",
    label: "Article tags",
    schema: articleTagsSchema,
    preview: "/resources/blog",
    readOutsideVite: true,
  },
  {
    path: "content/articles/feeds.json",
    label: "Blog and changelog feeds: titles and descriptions",
    schema: feedsSchema,
    preview: "/resources/blog",
    readOutsideVite: true,
  },
  // each language's glossary: its fixed terms and the names it keeps in Latin letters
  // (tests/built-site/words.check.ts)
  ...(
    [
      ["de", "German"],
      ["ja", "Japanese"],
      ["he", "Hebrew"],
    ] as const
  ).map(([code, language]) => ({
    path: `content/glossary/${code}.json`,
    label: `Glossary: ${language} terms and the names kept as written`,
    schema: glossarySchema,
    preview: "/",
    readOutsideVite: true as const,
  })),
  // the spell check's own words (pipeline/content/spelling.ts); Japanese is not checked
  ...(
    [
      ["en", "English"],
      ["de", "German"],
      ["he", "Hebrew"],
    ] as const
  ).map(([code, language]) => ({
    path: `content/spelling/${code}.json`,
    label: `Spelling: ${language} words the dictionary lacks (names and terms)`,
    schema: spellingWordsSchema,
    preview: "/",
    readOutsideVite: true as const,
  })),
] as const satisfies readonly ContentFile[];

export function contentFileAt(file: string): ContentFile | undefined {
  return contentFiles.find((entry) => entry.path === file);
}

/**
 * What a {{reference}} in a content file may name, and where it comes from: a fact typed
 * once and shown wherever a sentence needs it, e.g. "Trusted by
 * {{site.figures.companiesTrusting}} Leading Companies".
 */
export const factSources: Record<string, { path: string; select: (data: never) => unknown }> = {
  /** A year is a name, not an amount: "2018" in every language, never "2.018". */
  site: {
    path: "content/site.json",
    select: (data: { foundedYear?: unknown }) => ({
      ...data,
      foundedYear: String(data.foundedYear),
    }),
  },
  // product and developers
  /** {{api.keyLocation}}: where a developer finds their API key. */
  api: { path: "content/api.json", select: (data) => data },
  /** {{integrations.total}} and {{integrations.categoryCount}}, added up from the catalogue. */
  integrations: {
    path: "content/pages/integrations.json",
    select: (data: { integrationCategories: { count: number }[] }) =>
      integrationFigures(data.integrationCategories),
  },
  // pricing, solutions and resources
  /** {{plans.team.monthlyPrice}}, {{plans.free.limits.seats}}: a plan's figures, by its id. */
  plans: {
    path: "content/pricing/plans.json",
    select: (data: PricingContent) =>
      Object.fromEntries(plansIn(data).map((plan) => [plan.id, planFacts(plan)])),
  },
  /** {{pricing.trialDays}}, {{pricing.yearlySavingPercent}}, {{pricing.capabilities.sso}}. */
  pricing: {
    path: "content/pricing/plans.json",
    select: (data: PricingContent) => ({
      trialDays: data.trialDays,
      yearlySavingPercent: smallestYearlySaving(plansIn(data)),
      capabilities: data.capabilities,
    }),
  },
  // company, legal, forms and chrome
  /**
   * {{support.hours.0}}: a row of the support hours as a sentence names it, written and its
   * zone named by Intl in the page's language (pipeline/content/validate.ts, `writtenIn`).
   */
  support: {
    path: "content/pages/contact.json",
    select: (data: { supportHours?: unknown }) => ({
      hours: Array.isArray(data?.supportHours) ? data.supportHours.map(openingHours) : [],
    }),
  },
  storedData: { path: "content/legal/stored-data.json", select: storedDataFacts },
};

/** A row of the support hours: its hours to be written in a language, or its word for closed. */
function openingHours(row: unknown) {
  if (!row || typeof row !== "object") return row;
  const { opens, closes, closed } = row as Record<string, unknown>;
  if (typeof opens === "string" && typeof closes === "string")
    return { opens, closes, unit: "hours" };
  return closed;
}

/** The file as it stands, before its own check: a broken file gives no facts, not a crash. */
const plansIn = (data: PricingContent) => (Array.isArray(data?.plans) ? data.plans : []);
/**
 * A plan's price as a sentence names it: the figure of each currency, written in the language's
 * own currency when the reference is filled (pipeline/content/validate.ts, `writtenIn`).
 */
const prices = (value: unknown) =>
  value && typeof value === "object" ? { prices: value, unit: "price" } : value;
/**
 * A plan as sentences name it: its prices in the language's currency and its uptime as a
 * percentage (each written in the page's language when the reference is filled,
 * pipeline/content/validate.ts), its other numbers as counts.
 */
function planFacts(plan: PricingContent["plans"][number]) {
  if (!plan || typeof plan !== "object") return plan;
  const uptime = plan.limits?.uptimeSla;
  return {
    ...plan,
    monthlyPrice: prices(plan.monthlyPrice),
    yearlyPrice: prices(plan.yearlyPrice),
    limits: plan.limits && {
      ...plan.limits,
      uptimeSla: typeof uptime === "number" ? { value: uptime, unit: "percent" } : uptime,
    },
  };
}
