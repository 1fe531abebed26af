import developerToolsFile from "../../content/pages/developer-tools.json" with { type: "json" };
import { sampleItem, sampleTask, sampleWebhook, toJsLiteral } from "./api-samples";
import type { DeveloperToolsContent } from "./developer-tools.schema";
import type { CodeSample, FeatureCard, Testimonial } from "./schemas";

/**
 * The developer tools page (docs/spec/site-spec.md §2.8) from
 * content/pages/developer-tools.json. The route hands this module's exports to the page
 * whole, so every export is the page's.
 */
const page = developerToolsFile as DeveloperToolsContent;

/** Its "Search and social" fields, when an editor filled them. */
export const developerToolsMeta = page.meta;
export const developerToolsPage = page.developerToolsPage;
export const apiCapabilities = page.apiCapabilities;
export const sdkSection = page.sdkSection;

/**
 * The quickstart is a program written around openapi.yaml's samples, so it always agrees
 * with the API; its heading, file name and title are in the content file.
 */
export const sdkSample: Omit<typeof page.sdkSample, "sample"> & { sample: CodeSample } = {
  ...page.sdkSample,
  sample: {
    ...page.sdkSample.sample,
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
  },
};

/** The #api-docs section: the essentials for a first call, then the full reference. */
export const apiDocsSection = page.apiDocsSection;

export const developerResources: typeof page.developerResources & { items: FeatureCard[] } =
  page.developerResources;

export const developerTestimonial: Testimonial = page.developerTestimonial;

/** The closing band's second button is the hero's first, "Get Your API Key". */
export const developerCta = { ...page.developerCta, secondary: developerToolsPage.primary };

export const developerToolsRelated: readonly string[] = page.developerToolsRelated;
