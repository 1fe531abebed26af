import { createTaskRequest } from "./api-samples";
import { contactHref } from "./contact-fields.js";
import type { Cta, DocsSection } from "./schemas";

/** Copy of the documentation hub: short answers, then links to where the details live. */
export const docsHero = {
  eyebrow: "Documentation",
  title: "Flowboard documentation",
  lead: "Everything you need to set up a workspace, build boards, automate the busywork, connect your tools and build on the API.",
};

export const docsTocLabel = "On this page";

export const docsSections = [
  {
    id: "getting-started",
    title: "Getting started",
    lead: "From an empty workspace to a team working on its first board, in four steps.",
    topics: [
      {
        title: "Create a workspace",
        text: "Sign up with your work email, name the workspace after your team or company, and choose the plan that fits; you can change it later.",
      },
      {
        title: "Create your first board",
        text: "Start from a template or a blank board. A board is a table of items; its columns hold the details each item needs.",
      },
      {
        title: "Invite your team",
        text: "Invite people by email as members, or as guests who see only the boards you share with them.",
      },
      {
        title: "Pick a view",
        text: "Switch the same board between table, kanban, timeline, calendar and chart views without copying any data.",
      },
    ],
    links: [{ label: "Explore demo projects", href: "/demo-projects" }],
  },
  {
    id: "boards-and-items",
    title: "Boards and items",
    lead: "The building blocks every team shapes to its own process.",
    topics: [
      {
        title: "Items and subitems",
        text: "An item is one piece of work: a task, a deal, a candidate. Break larger items into subitems with their own owners.",
      },
      {
        title: "Columns",
        text: "Status, people, date, number, text, file and dependency columns give each item the fields the team tracks.",
      },
      {
        title: "Groups",
        text: "Group items by sprint, stage, month or anything else, and collapse the groups you are not working on.",
      },
      {
        title: "Permissions",
        text: "Make a board public to the workspace, private to its members, or shareable with guests, and lock columns that only owners should edit.",
      },
    ],
    links: [{ label: "Project management features", href: "/features/project-management" }],
  },
  {
    id: "automations",
    title: "Automations",
    lead: "Rules that watch a board and act when something changes.",
    topics: [
      {
        title: "Triggers",
        text: "Start a rule when a status changes, a date arrives, a form is submitted or an event comes in from another tool.",
      },
      {
        title: "Conditions",
        text: "Narrow a rule down: only for high-priority items, only in a given group, only when a column has a value.",
      },
      {
        title: "Actions",
        text: "Notify people, create or move items, set column values, or send an email, in as many steps as the process needs.",
      },
      {
        title: "Recurring rules",
        text: "Create the weekly report item every Monday or the monthly invoice check on the first, without anyone remembering.",
      },
    ],
    links: [{ label: "Workflow automation features", href: "/features/workflow-automation" }],
  },
  {
    id: "integrations",
    title: "Integrations",
    lead: "Connect Flowboard to the tools your teams already use.",
    topics: [
      {
        title: "Install an integration",
        text: "Open a board's Integrate menu, choose the app, and sign in to it; the connection is available to every board you allow.",
      },
      {
        title: "Two-way sync",
        text: "Changes made on either side appear on the other, so nobody has to copy updates between tools.",
      },
      {
        title: "Integration recipes",
        text: "Recipes are ready-made rules such as “when an email arrives, create an item” that you adjust to your columns.",
      },
      {
        title: "Build your own",
        text: "When a tool is not in the directory yet, the custom integration builder connects it through webhooks and the API.",
      },
    ],
    links: [{ label: "Browse integrations", href: "/features/integrations" }],
  },
  {
    id: "api",
    title: "API",
    lead: "Read and write boards, items and users from your own code.",
    topics: [
      {
        title: "Authentication",
        text: "Create an API key in your account settings and send it in the Authorization header as a bearer token.",
      },
      {
        title: "Endpoints",
        text: "Projects, tasks and users are available over REST under /api/v1, with a GraphQL endpoint for nested queries.",
      },
      {
        title: "Webhooks",
        text: "Subscribe a URL to board events such as an item update, and receive a JSON payload each time it happens.",
      },
      {
        title: "SDKs",
        text: "Client libraries for Node.js, Python, PHP, Ruby, Java, Go, React and .NET handle authentication for you.",
      },
    ],
    sample: { label: "Create a task", code: createTaskRequest },
    links: [
      { label: "API reference", href: "/resources/api-docs" },
      { label: "Developer tools and SDKs", href: "/features/developer-tools" },
    ],
  },
] as const satisfies readonly DocsSection[];

export const docsHelp = {
  heading: "Still have a question?",
  lead: "Our support team answers every message during support hours, and the guides walk through common setups step by step.",
  primary: { label: "Contact Support", href: contactHref("support") },
  secondary: { label: "Read the Guides", href: "/resources/guides" },
} satisfies { heading: string; lead: string; primary: Cta; secondary: Cta };
