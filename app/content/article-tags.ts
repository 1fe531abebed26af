import type { ArticleTag } from "./schemas";

/**
 * The topics articles are filed under. Front matter lists tags by slug; the build fails on
 * a slug that is not here, and every tag here has a page at /resources/blog/tags/<slug>.
 */
export const articleTags = [
  {
    slug: "automation",
    label: "Automation",
    description:
      "Triggers, conditions and multi-step workflows that move work along without reminders.",
  },
  {
    slug: "project-management",
    label: "Project management",
    description: "Boards, timelines, owners and due dates: planning work so it actually ships.",
  },
  {
    slug: "dashboards",
    label: "Dashboards & reporting",
    description: "Turning board data into numbers people read, filter and act on.",
  },
  {
    slug: "crm",
    label: "Sales CRM",
    description:
      "Leads, deals and pipeline stages run from the same boards as the rest of the work.",
  },
  {
    slug: "collaboration",
    label: "Collaboration",
    description: "Updates, discussions and hand-offs that keep a team informed without meetings.",
  },
  {
    slug: "permissions",
    label: "Permissions & security",
    description: "Who sees and changes what: guests, private columns, single sign-on and audits.",
  },
  {
    slug: "api",
    label: "API & integrations",
    description: "The REST API, webhooks and the code that connects Flowboard to your systems.",
  },
  {
    slug: "getting-started",
    label: "Getting started",
    description: "First boards, first invitations and the habits that make a workspace stick.",
  },
  {
    slug: "people-ops",
    label: "People operations",
    description: "Hiring, onboarding and the other work HR teams run on boards.",
  },
] as const satisfies readonly ArticleTag[];

export type ArticleTagSlug = (typeof articleTags)[number]["slug"];

export const articleTagSlugs: ReadonlySet<string> = new Set(articleTags.map((tag) => tag.slug));

export function articleTag(slug: string): ArticleTag {
  const tag = articleTags.find((entry) => entry.slug === slug);
  if (!tag) throw new Error(`Unknown tag ${slug}: add it to app/content/article-tags.ts`);
  return tag;
}
