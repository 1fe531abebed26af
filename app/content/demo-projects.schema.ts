import { z } from "zod";
import {
  boardPreview,
  button,
  ctaBand,
  heroIntro,
  lead,
  listItem,
  pageMetaSchema,
  sectionIntro,
  slug,
} from "./page-pieces.ts";
import { headline, uniqueBy } from "./rules.ts";
import { text } from "./schemas.ts";

const demoProject = z
  .object({
    id: slug,
    title: headline("card"),
    team: text.max(40),
    description: text.max(200),
    /** What to look at on the board. */
    shows: z.array(listItem).min(2).max(5),
    board: boardPreview,
    link: button,
  })
  .strict();

/** content/pages/demo-projects.json: the demo projects page (site-spec §2.1). */
export const demoProjectsSchema = z
  .object({
    meta: pageMetaSchema,
    demoProjectsHero: heroIntro,
    /** The live board's section: its #id is linked from the home page and project management. */
    liveBoardSection: z
      .object({
        id: z.literal("live-board", "must stay live-board: other pages link to #live-board"),
        heading: headline("section"),
        lead,
      })
      .strict(),
    demoProjectsSection: sectionIntro,
    /** Heading of each project's list of what to look at on its board. */
    demoProjectShowsHeading: headline("card"),
    demoProjects: z.array(demoProject).min(2).superRefine(uniqueBy("id", "project")),
    demoProjectsCta: ctaBand,
  })
  .strict();

export type DemoProjectsContent = z.output<typeof demoProjectsSchema>;
