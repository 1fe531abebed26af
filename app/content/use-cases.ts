import type { UseCaseCard } from "./schemas";

/**
 * The six team types. The home page's "What would you like to manage?" grid and the
 * use-cases page both render from this list; each card links to its section there, and
 * `use-case-details.ts` adds the sections' content to these same records.
 */
export const useCaseCards = [
  {
    id: "development",
    icon: "code",
    title: "Software Development",
    summary: "Sprints, bug tracking and releases on one board.",
    benefits: [
      "Sprint planning and backlogs",
      "Bug tracking with priorities",
      "Release checklists",
    ],
    link: "/use-cases#development",
  },
  {
    id: "marketing",
    icon: "megaphone",
    title: "Marketing",
    summary: "Campaigns, content calendars and launches.",
    benefits: ["Campaign timelines", "Content calendar", "Creative approvals"],
    link: "/use-cases#marketing",
  },
  {
    id: "sales",
    icon: "handshake",
    title: "Sales & CRM",
    summary: "Leads, deals and forecasts in a pipeline.",
    benefits: ["Pipeline by stage", "Deal values and probability", "Follow-up reminders"],
    link: "/use-cases#sales",
  },
  {
    id: "hr",
    icon: "users",
    title: "HR & Recruiting",
    summary: "Hiring pipelines and smooth onboarding.",
    benefits: ["Candidate pipeline", "Interview scheduling", "Onboarding checklists"],
    link: "/use-cases#hr",
  },
  {
    id: "operations",
    icon: "settings",
    title: "Operations",
    summary: "Requests, processes and resources.",
    benefits: ["Request intake forms", "Process automation", "Resource planning"],
    link: "/use-cases#operations",
  },
  {
    id: "project-managers",
    icon: "clipboard",
    title: "Project Management",
    summary: "Portfolios, timelines and workloads.",
    benefits: ["Portfolio overview", "Gantt timelines", "Workload balancing"],
    link: "/use-cases#project-managers",
  },
] as const satisfies readonly UseCaseCard[];
