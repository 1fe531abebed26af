import demoProjectsFile from "../../content/pages/demo-projects.json" with { type: "json" };
import type { DemoProjectsContent } from "./demo-projects.schema";
import type { DemoProject } from "./schemas";

/**
 * Copy of the demo projects page: finished sample boards a visitor can study, from
 * content/pages/demo-projects.json.
 */
const page = demoProjectsFile as DemoProjectsContent;

/** The page's title; its description is the hero's lead. */
export const demoProjectsMeta = page.meta;
export const demoProjectsHero = page.demoProjectsHero;

/** The live board's section: its anchor is linked from the home page and project management. */
export const liveBoardSection = page.liveBoardSection;

export const demoProjectsSection = page.demoProjectsSection;

/** Heading of each project's list of what to look at on its board. */
export const demoProjectShowsHeading = page.demoProjectShowsHeading;

export const demoProjects: readonly DemoProject[] = page.demoProjects;

export const demoProjectsCta = page.demoProjectsCta;
