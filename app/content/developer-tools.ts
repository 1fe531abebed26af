import { sampleItem, sampleTask, sampleWebhook, toJsLiteral } from "./api-samples";
import type { Capability, CodeSample, Cta, FeatureCard, Testimonial } from "./schemas";
import { site } from "./site";

const developerProgram = "/pricing#developer";

export const developerToolsPage = {
  title: "Developer Tools",
  description:
    "Build on Flowboard with REST and GraphQL APIs, OAuth 2.0 and API keys, webhooks and custom endpoints, an SDK and app framework, and client libraries in eight languages.",
  tagline:
    "Build on the Work OS your teams already use: an open API, webhooks, SDKs and a framework for apps that live inside Flowboard.",
  primary: { label: "Get Your API Key", href: developerProgram },
  secondary: { label: "Read the API docs", href: "#api-docs" },
} satisfies { title: string; description: string; tagline: string; primary: Cta; secondary: Cta };

export const apiCapabilities = {
  heading: "An API for everything on a board",
  lead: "Boards, items, columns, people and updates are all reachable from code, with the same permissions your users have in the app.",
  items: [
    {
      title: "REST and GraphQL",
      description:
        "Use REST for straightforward calls, or GraphQL to fetch exactly the boards, items and columns you need in a single request.",
    },
    {
      title: "OAuth 2.0 and API keys",
      description:
        "Authenticate your own scripts with a personal API key, and apps that act for other users with OAuth 2.0 and scoped permissions.",
    },
    {
      title: "Webhooks",
      description:
        "Subscribe to events such as an item update or a status change, and receive an HTTP request the moment it happens.",
    },
    {
      title: "Custom endpoints",
      description:
        "Expose your own endpoints from an app to run business logic next to your data, and call them from automations.",
    },
  ] satisfies Capability[],
};

export const sdkSection = {
  heading: "SDKs and the app framework",
  lead: "Start from a client library in your language, or build an app that runs inside Flowboard itself.",
  items: [
    {
      title: "Flowboard SDK",
      description:
        "Typed clients that handle authentication, pagination and retries, so a working integration is a few lines of code.",
    },
    {
      title: "App framework",
      description: `Build board views, item views and dashboard widgets that run inside Flowboard, and publish them to a marketplace of ${site.figures.liveApps} live apps with over ${site.figures.appInstalls} installs.`,
    },
  ] satisfies Capability[],
  languagesHeading: "Client libraries",
  languages: ["Node.js", "Python", "PHP", "Ruby", "Java", "Go", "React", ".NET"],
};

export const sdkSample = {
  heading: "From API key to first item in a minute",
  lead: "The JavaScript SDK creates an item with its column values, subscribes to changes on an item, and adds a task for the team.",
  sample: {
    id: "javascript-sdk-sample",
    title: "JavaScript SDK sample",
    filename: "quickstart.js",
    language: "javascript",
    code: [
      `import { Flowboard } from "@flowboard/sdk";`,
      "",
      "// Create an API key in your account settings and keep it out of your code.",
      "const flowboard = new Flowboard({ apiKey: process.env.FLOWBOARD_API_KEY });",
      "",
      "// Add an item to a board, with its column values.",
      `const item = await flowboard.items.create(${toJsLiteral(sampleItem)});`,
      "",
      "// Hear about every update to an item.",
      `await flowboard.webhooks.create(${toJsLiteral(sampleWebhook)});`,
      "",
      "// Put a task on the team's list.",
      `await flowboard.tasks.create(${toJsLiteral(sampleTask)});`,
      "",
      `console.log(\`Created item \${item.id}\`);`,
    ].join("\n"),
  } satisfies CodeSample,
};

/** The #api-docs section: the essentials for a first call, then the full reference. */
export const apiDocsSection = {
  id: "api-docs",
  heading: "API documentation",
  lead: "What you need for your first request. The reference lists every endpoint with its parameters.",
  facts: [
    {
      title: "Authentication",
      description:
        "Create an API key in your account settings and send it in the Authorization header as a Bearer token.",
    },
    {
      title: "Requests and responses",
      description:
        "Every endpoint takes and returns JSON over HTTPS, and errors come back with a status code and a readable message.",
    },
    {
      title: "Versioning",
      description:
        "The version is part of the path, so an integration keeps working unchanged when a new version ships.",
    },
  ] satisfies Capability[],
  reference: { label: "Open the API reference", href: "/resources/api-docs" },
} satisfies {
  id: string;
  heading: string;
  lead: string;
  facts: Capability[];
  reference: Cta;
};

export const developerResources = {
  heading: "Developer resources",
  lead: "Everything beyond the first call, from the full reference to projects you can copy.",
  items: [
    {
      id: "api-reference",
      icon: "code",
      title: "API Reference",
      description: "Every endpoint with its method, path and purpose, and how to authenticate.",
      link: "/resources/api-docs",
    },
    {
      id: "documentation",
      icon: "book",
      title: "Documentation",
      description: "Concepts, tutorials and the app framework, from first board to published app.",
      link: "/docs",
    },
    {
      id: "guides",
      icon: "rocket",
      title: "Guides",
      description: "Step-by-step playbooks for common integrations and automations.",
      link: "/resources/guides",
    },
    {
      id: "demo-projects",
      icon: "kanban",
      title: "Demo Projects",
      description: "Working boards and sample apps you can open, copy and take apart.",
      link: "/demo-projects",
    },
  ] satisfies FeatureCard[],
};

export const developerTestimonial = {
  quote:
    "We had our warehouse system creating items and listening to webhooks within a day. The SDK took care of authentication and retries, so we only wrote the part that was ours.",
  name: "Ravi Menon",
  role: "Staff Engineer",
  company: "Northwind Logistics",
} satisfies Testimonial;

export const developerCta = {
  heading: "Join the Flowboard developer program",
  lead: "Get a sandbox workspace, early access to new API features and a direct line to the platform team.",
  primary: { label: "Join the Developer Program", href: developerProgram },
  secondary: developerToolsPage.primary,
} satisfies { heading: string; lead: string; primary: Cta; secondary: Cta };

export const developerToolsRelated = [
  "integrations",
  "workflow-automation",
  "dashboards-reporting",
] as const;
