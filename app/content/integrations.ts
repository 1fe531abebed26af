import { createTaskRequest } from "./api-samples";
import type {
  Capability,
  CodeSample,
  Cta,
  Integration,
  IntegrationCategory,
  IntegrationScenario,
  Testimonial,
} from "./schemas";

/** The ten integration categories and how many apps each has (docs/spec/site-spec.md §2.7). */
export const integrationCategories = [
  { name: "Communication", count: 15 },
  { name: "Development", count: 22 },
  { name: "Project Management", count: 18 },
  { name: "CRM & Sales", count: 14 },
  { name: "Marketing", count: 20 },
  { name: "Productivity", count: 25 },
  { name: "Design", count: 8 },
  { name: "Finance", count: 10 },
  { name: "HR & Recruiting", count: 7 },
  { name: "Analytics", count: 12 },
] as const satisfies readonly IntegrationCategory[];

export type IntegrationCategoryName = (typeof integrationCategories)[number]["name"];

/** Every integration the catalogue has, added up from the categories rather than typed. */
export const integrationTotal = integrationCategories.reduce(
  (total, category) => total + category.count,
  0,
);

/** The most-installed apps, one or more per category. */
export const popularIntegrations = [
  { name: "Slack", category: "Communication", icon: "messages" },
  { name: "Gmail", category: "Communication", icon: "mail" },
  { name: "GitHub", category: "Development", icon: "github" },
  { name: "Jira", category: "Project Management", icon: "kanban" },
  { name: "Salesforce", category: "CRM & Sales", icon: "handshake" },
  { name: "HubSpot", category: "Marketing", icon: "megaphone" },
  { name: "Google Drive", category: "Productivity", icon: "folder" },
  { name: "Google Calendar", category: "Productivity", icon: "calendar" },
  { name: "Figma", category: "Design", icon: "palette" },
  { name: "QuickBooks", category: "Finance", icon: "wallet" },
  { name: "Greenhouse", category: "HR & Recruiting", icon: "users" },
  { name: "Google Analytics", category: "Analytics", icon: "chart" },
] as const satisfies readonly (Integration & { category: IntegrationCategoryName })[];

export type PopularIntegrationName = (typeof popularIntegrations)[number]["name"];

export const integrationsPage = {
  title: "Integrations",
  description: `Connect Flowboard to ${integrationTotal} apps in ${integrationCategories.length} categories, from Slack and GitHub to Salesforce and Figma, with two-way sync, setup in a few clicks and automations across your tools.`,
  tagline: `Connect the ${integrationTotal} tools your teams already use, and keep every board in step with them.`,
  primary: { label: "See Plans and Pricing", href: "/pricing" },
  secondary: { label: "Browse by category", href: "#categories" },
} satisfies { title: string; description: string; tagline: string; primary: Cta; secondary: Cta };

export const popularSection = {
  heading: "Popular integrations",
  lead: "The apps teams connect first, ready to switch on from your workspace settings.",
};

export const categoriesSection = {
  id: "categories",
  heading: "Browse by category",
  lead: `${integrationTotal} integrations across ${integrationCategories.length} categories, and more added every month.`,
  totalLabel: "integrations in total",
};

export const integrationBenefits = {
  heading: "Integrations that keep up with your work",
  items: [
    {
      title: "Two-way sync",
      description:
        "Update an issue in Jira or a deal in Salesforce and the Flowboard item follows, and it works the other way round too.",
    },
    {
      title: "Plug-and-play setup",
      description:
        "Connect an app in a few clicks with the account you already have: no code to write and no consultants to hire.",
    },
    {
      title: "Automated workflows",
      description:
        "Use events from connected apps as triggers and actions in your automations, so work crosses tools without copy and paste.",
    },
    {
      title: "Custom integration builder",
      description:
        "When no ready-made integration fits, connect an in-house tool with the visual builder or with a few calls to the API.",
    },
  ] satisfies Capability[],
};

export const integrationScenarios = {
  heading: "How teams put them together",
  lead: "Four connections customers set up in their first week.",
  items: [
    {
      title: "Close a deal, start the onboarding",
      description:
        "When a deal is marked Closed Won in Salesforce, Flowboard creates the onboarding project from a template and posts the kickoff in the account's Slack channel.",
      apps: ["Salesforce", "Slack"],
    },
    {
      title: "Merge the code, update the board",
      description:
        "When a pull request linked to a task is merged on GitHub, the task moves to Done and its Jira issue is resolved with a link back.",
      apps: ["GitHub", "Jira"],
    },
    {
      title: "Hire without retyping",
      description:
        "When a candidate reaches the onsite stage in Greenhouse, an interview plan appears on the hiring board and the panel's slots land in Google Calendar.",
      apps: ["Greenhouse", "Google Calendar"],
    },
    {
      title: "Report on campaigns without exports",
      description:
        "Leads from HubSpot and traffic from Google Analytics feed one marketing dashboard, so the Monday review starts from current numbers.",
      apps: ["HubSpot", "Google Analytics"],
    },
  ] satisfies (IntegrationScenario & { apps: PopularIntegrationName[] })[],
};

export const integrationApiSection = {
  heading: "Build your own with the API",
  lead: "Anything an integration does, your code can do too. This request creates a task on a board, authenticated with an API key from your account settings.",
  links: [
    { label: "Explore Developer Tools", href: "/features/developer-tools" },
    { label: "Read the API docs", href: "/features/developer-tools#api-docs" },
  ],
  sample: {
    id: "create-task-request",
    title: "API request sample",
    filename: "create-task.sh",
    language: "shell",
    code: createTaskRequest,
  },
} satisfies { heading: string; lead: string; links: Cta[]; sample: CodeSample };

export const integrationsTestimonial = {
  quote:
    "We connected Slack, GitHub and Figma in an afternoon. Design reviews, code and conversations finally point at the same task, and nobody asks which version is current.",
  name: "Jonas Weber",
  role: "Head of Product",
  company: "Lumen Studios",
} satisfies Testimonial;

export const integrationsCta = {
  heading: "Connect your tools in minutes",
  lead: "Start free, then switch on integrations and automations that run across your apps when your team is ready.",
  primary: integrationsPage.primary,
  secondary: integrationApiSection.links[0],
};

export const integrationsRelated = ["workflow-automation", "developer-tools", "sales-crm"] as const;
