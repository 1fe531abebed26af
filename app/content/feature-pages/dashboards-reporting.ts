import type { FeaturePage } from "../feature-page";

export const dashboardsReportingPage = {
  id: "dashboards-reporting",
  title: "Dashboards and Analytics",
  description:
    "Build custom dashboards in Flowboard with real-time charts, advanced filters and KPI tracking across boards, and export reports to Excel or PDF or have them delivered on a schedule.",
  tagline:
    "Live answers from the boards your teams already use, instead of another status meeting.",
  intro: {
    heading: "Every board, summed up as it changes",
    text: "Dashboards in Flowboard read straight from the boards your teams work on, so the numbers are current the moment someone moves a card. Combine boards, filter down to what matters, and share one view with leadership instead of assembling a slide deck every Friday.",
  },
  capabilities: [
    {
      title: "Custom dashboards",
      description:
        "Arrange charts, numbers, tables and timelines into a dashboard for each audience, from a team lead to the leadership team.",
    },
    {
      title: "Real-time charts",
      description:
        "Bar, line, pie and burndown charts redraw as work changes, with no refresh and no export step in between.",
    },
    {
      title: "Advanced filtering",
      description:
        "Slice any dashboard by person, team, date range, status or a custom field, and save the views you come back to.",
    },
    {
      title: "KPI tracking",
      description:
        "Set a target for each number that matters and see at a glance which are on track and which need attention.",
    },
    {
      title: "Cross-board reporting",
      description:
        "Combine projects, pipelines and request queues from many boards into one report, with totals across teams.",
    },
    {
      title: "Export and scheduled delivery",
      description:
        "Export any dashboard to Excel or PDF, or schedule it to land in the right inboxes every Monday morning.",
    },
  ],
  testimonial: {
    quote:
      "The executive overview replaced our weekly reporting pack. Leadership opens one dashboard on Monday, sees every project and the sales forecast as they stand, and our analysts got their Fridays back.",
    name: "Elena Varga",
    role: "Chief Operating Officer",
    company: "Northwind Logistics",
  },
  cta: {
    heading: "Turn your boards into answers",
    lead: "Start from a dashboard template, connect your boards, and share live numbers with your team in minutes.",
    label: "Build Your First Dashboard",
    href: "/pricing",
  },
  related: ["project-management", "sales-crm", "developer-tools"],
} as const satisfies FeaturePage;
