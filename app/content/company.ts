import aboutFile from "../../content/pages/about.json" with { type: "json" };
import type { AboutContent } from "./company.schema";
import type { TimelineEntry } from "./schemas";
import { site } from "./site";

/** Copy of the about page (docs/spec/site-spec.md §2.10), from content/pages/about.json. */
const about = aboutFile as AboutContent;

export const aboutMeta = about.meta;

/** The hero's links go to the page's own sections: each leads on to the careers or contact page. */
export const aboutHero = about.hero;

export const mission = about.mission;

export const figuresSection = about.figuresSection;

export const valuesSection = about.valuesSection;

export const values = about.values;

export const timelineSection = about.timelineSection;

/** The story starts in the year the company was founded (content/site.json), typed once. */
export const timeline: readonly TimelineEntry[] = [
  { year: site.foundedYear, title: about.founding.title, description: about.founding.description },
  ...about.timeline,
];

export const leadershipSection = about.leadershipSection;

export const leadership = about.leadership;

/** The sections the hero's #careers, #contact-sales and #support links land on. */
export const aboutContactCards = about.contactCards;

export const aboutContactSection = about.contactSection;
