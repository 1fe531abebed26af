import type { GuideSummary } from "./article-types";
import type { Template, Webinar } from "./schemas";

/**
 * The blog, guides, templates and webinars (docs/spec/site-spec.md §2.16): page copy, and the
 * template and webinar records. Blog posts and guides are Markdown files in
 * `content/articles`, listed through `virtual:article-index`. Dates are ISO dates;
 * `~/lib/format-date` writes them out.
 */

export const blogPage = {
  eyebrow: "Blog",
  title: "Ideas for teams that like their work organised",
  lead: "Practical notes from the Flowboard team and our customers on planning, automation, reporting and running a calm, well-informed team.",
  listHeading: "Latest articles",
  loadMore: "Load More Articles",
  /** How many articles show at first, and how many each "Load More Articles" adds. */
  pageSize: 3,
  /** Where product news is, under the list. */
  changelogNote: {
    before: "New features and fixes are in the",
    link: "changelog",
    href: "/changelog",
  },
};

export const guidesPage = {
  eyebrow: "Guides",
  title: "Step-by-step guides for every level",
  lead: "Read each guide here, keep its PDF beside you or follow the narrated video walk-through. Start where you are: the level is marked on every guide.",
  readLabel: "Read the guide",
  listHeading: "All guides",
  pdfToast: (guide: GuideSummary) => ({
    title: `“${guide.title}” is a PDF in the Help Center`,
    description:
      "Guide PDFs download from the Help Center inside your Flowboard workspace. This preview site does not serve files.",
  }),
  videoToast: (guide: GuideSummary) => ({
    title: `“${guide.title}” plays in the Help Center`,
    description: `The ${guide.videoMinutes}-minute walk-through plays inside your Flowboard workspace under Help › Guides. This preview site does not stream video.`,
  }),
};

export const templatesPage = {
  eyebrow: "Templates",
  title: "Boards that are ready when you are",
  lead: "Start from a board other teams already use and rate highly, then change the columns, statuses and automations to fit the way you work.",
  listHeading: "Popular templates",
  downloadToast: (template: Template) => ({
    title: `Download “${template.title}” from your workspace`,
    description:
      "Templates download as a board file from the template center inside Flowboard. This preview site does not serve files.",
  }),
  duplicateToast: (template: Template) => ({
    title: `Duplicate “${template.title}” into a workspace`,
    description:
      "Duplicating adds the board, its columns and its automations to a workspace you choose once you are signed in. Nothing was created from this preview site.",
  }),
};

export const templates = [
  {
    title: "Product Roadmap",
    description:
      "Plan quarters on a timeline, group initiatives by theme, and share a read-only view with stakeholders that updates itself.",
    category: "Product Management",
    rating: 4.8,
  },
  {
    title: "Sales Pipeline",
    description:
      "Move deals from New Leads to Closed Won with value, probability and owner on every card, and a forecast that adds itself up.",
    category: "Sales & CRM",
    rating: 4.7,
  },
  {
    title: "Employee Onboarding",
    description:
      "Give every new hire a checklist for their first 30 days, with tasks for IT, the manager and the buddy assigned automatically.",
    category: "HR & Recruiting",
    rating: 4.9,
  },
] as const satisfies readonly Template[];

export const webinarsPage = {
  eyebrow: "Webinars",
  title: "Learn live with the Flowboard team",
  lead: "Free live sessions with product experts and customers. Each one ends with questions from the audience, and every registrant gets the recording.",
  listHeading: "Upcoming webinars",
  registerToast: (webinar: Webinar) => ({
    title: `Registration for “${webinar.title}”`,
    description:
      "Seats are booked from the Events page inside your Flowboard workspace. This preview site does not send or store registrations.",
  }),
};

export const webinars = [
  {
    title: "Automations Masterclass: From Trigger to Multi-Step Workflow",
    description:
      "Build a complete approval workflow live, from the first status trigger to branching steps, notifications and a hand-off to another board.",
    date: "2026-12-09",
    time: "10:00 AM PST",
    duration: 60,
    host: { name: "Maya Okafor", role: "Automation Product Lead" },
    agenda: [
      "Choosing the right trigger: status changes, dates and form submissions",
      "Conditions and branches that keep one workflow instead of five",
      "Testing an automation safely before the whole team relies on it",
    ],
  },
  {
    title: "Dashboards Leaders Actually Open",
    description:
      "Turn board data into an executive overview: which numbers to show, how to filter across boards, and how to schedule the export to land before Monday.",
    date: "2027-01-13",
    time: "9:00 AM PST",
    duration: 45,
    host: { name: "Daniel Brooks", role: "Customer Success Director" },
    agenda: [
      "Picking five KPIs and leaving the rest out",
      "Cross-board filters for teams that track work differently",
      "Scheduled PDF and Excel exports for people who never log in",
    ],
  },
  {
    title: "Rolling Out Flowboard Across an Enterprise",
    description:
      "How large organisations move thousands of people onto one platform with single sign-on, permission templates, audit logs and a phased rollout.",
    date: "2027-02-10",
    time: "8:00 AM PST",
    duration: 60,
    host: { name: "Hannah Lindqvist", role: "Enterprise Solutions Architect" },
    agenda: [
      "Setting up SAML single sign-on and SCIM provisioning",
      "Workspace and board permission templates for each department",
      "A rollout plan by wave, with the metrics that tell you it is working",
    ],
  },
] as const satisfies readonly Webinar[];
