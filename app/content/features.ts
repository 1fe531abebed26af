import type { FeatureCard } from "./schemas";
import { site } from "./site";

/**
 * The seven product areas (docs/spec/site-spec.md §2.5), in the order the site presents them. The
 * home page's "Our Core Products" shows the first three of this same list.
 */
export const features = [
  {
    id: "project-management",
    icon: "kanban",
    title: "Project Management",
    description:
      "Plan on kanban boards, Gantt timelines and calendars, with owners, deadlines and status on every task.",
    link: "/features/project-management",
  },
  {
    id: "workflow-automation",
    icon: "workflow",
    title: "Workflow Automation",
    description:
      "Turn repeated steps into rules: when a status changes, notify people, create tasks and move work on.",
    link: "/features/workflow-automation",
  },
  {
    id: "sales-crm",
    icon: "handshake",
    title: "Sales CRM",
    description:
      "Track leads, contacts and deals through a visual pipeline, and see what will close this quarter.",
    link: "/features/sales-crm",
  },
  {
    id: "team-collaboration",
    icon: "messages",
    title: "Team Collaboration",
    description:
      "Discuss work next to the work itself, share files, @mention teammates and keep docs in one place.",
    link: "/features/team-collaboration",
  },
  {
    id: "dashboards-reporting",
    icon: "chart",
    title: "Dashboards & Reporting",
    description:
      "Build live dashboards across boards, track KPIs, and send reports to Excel or PDF on a schedule.",
    link: "/features/dashboards-reporting",
  },
  {
    id: "integrations",
    icon: "plug",
    title: "Integrations",
    description: `Connect ${site.figures.integrations} tools your teams already use, with two-way sync and no code to write.`,
    link: "/features/integrations",
  },
  {
    id: "developer-tools",
    icon: "code",
    title: "Developer & API",
    description:
      "Build on the platform with REST and GraphQL APIs, webhooks, SDKs and an app framework.",
    link: "/features/developer-tools",
  },
] as const satisfies readonly FeatureCard[];

export const coreProducts = features.slice(0, 3);

export type FeatureId = (typeof features)[number]["id"];

export function featureById(id: FeatureId): FeatureCard {
  const feature = features.find((candidate) => candidate.id === id);
  if (!feature) throw new Error(`No feature with id ${id}`);
  return feature;
}
