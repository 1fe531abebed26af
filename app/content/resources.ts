import type { BlogArticle, Guide, Template, Webinar } from "./schemas";

/**
 * The blog, guides, templates and webinars (spec 2.16): records and page copy. Dates are
 * ISO dates; `~/lib/format-date` writes them out.
 */

export const blogPage = {
  eyebrow: "Blog",
  title: "Ideas for teams that like their work organised",
  lead: "Practical notes from the Flowboard team and our customers on planning, automation, reporting and running a calm, well-informed team.",
  listHeading: "Latest articles",
  loadMore: "Load More Articles",
  /** How many articles show at first, and how many each "Load More Articles" adds. */
  pageSize: 3,
};

/** Newest first. */
export const blogArticles = [
  {
    title: "Five automations every project team should switch on first",
    excerpt:
      "Status-change alerts, due-date reminders and automatic hand-offs remove most of the follow-up messages in a typical week. Here is how to set up each one in under ten minutes.",
    author: "Maya Okafor",
    date: "2026-11-17",
    readTime: 6,
  },
  {
    title: "Running the Monday review from a single dashboard",
    excerpt:
      "One of our customers replaced a 40-slide weekly deck with a dashboard that adds up every board. What they track, what they dropped, and how the meeting changed.",
    author: "Daniel Brooks",
    date: "2026-11-10",
    readTime: 5,
  },
  {
    title: "From spreadsheet to pipeline: moving a sales team onto boards",
    excerpt:
      "Importing contacts is the easy part. The hard part is agreeing what each deal stage means. A step-by-step plan for the first two weeks of a CRM migration.",
    author: "Lucía Fernández",
    date: "2026-11-03",
    readTime: 8,
  },
  {
    title: "Status updates people actually read",
    excerpt:
      "Short, scheduled and attached to the work they describe: three habits that make written updates replace a standing meeting instead of adding to it.",
    author: "Tom Achterberg",
    date: "2026-10-27",
    readTime: 4,
  },
  {
    title: "Designing board permissions for agencies and their clients",
    excerpt:
      "Clients want to see progress, not internal debate. How to combine guest access, private columns and shareable views so each side sees exactly what it should.",
    author: "Priya Sen",
    date: "2026-10-20",
    readTime: 7,
  },
  {
    title: "What a good hand-off between design and engineering looks like",
    excerpt:
      "A ready-for-build checklist, one owner per item and an automation that opens the engineering task when design is approved. Notes from three product teams.",
    author: "Maya Okafor",
    date: "2026-10-13",
    readTime: 6,
  },
  {
    title: "Webhooks or polling? How your integration should hear about changes",
    excerpt:
      "Polling is simple until you have a thousand boards. When to subscribe to webhooks instead, how to verify them, and what to do when a delivery fails.",
    author: "Jonas Weber",
    date: "2026-10-06",
    readTime: 9,
  },
  {
    title: "A hiring pipeline that keeps every candidate informed",
    excerpt:
      "Recruiters at a 300-person company cut their time-to-reply in half by moving interviews onto a board with automated candidate updates. Their setup, column by column.",
    author: "Aisha Bello",
    date: "2026-09-29",
    readTime: 5,
  },
] as const satisfies readonly BlogArticle[];

export const guidesPage = {
  eyebrow: "Guides",
  title: "Step-by-step guides for every level",
  lead: "Each guide comes as a PDF to keep beside you and as a narrated video walk-through. Start where you are: the level is marked on every guide.",
  listHeading: "All guides",
  pdfToast: (guide: Guide) => ({
    title: `“${guide.title}” is a PDF in the Help Center`,
    description:
      "Guide PDFs download from the Help Center inside your Flowboard workspace. This preview site does not serve files.",
  }),
  videoToast: (guide: Guide) => ({
    title: `“${guide.title}” plays in the Help Center`,
    description: `The ${guide.videoMinutes}-minute walk-through plays inside your Flowboard workspace under Help › Guides. This preview site does not stream video.`,
  }),
};

export const guides = [
  {
    title: "Getting Started with Flowboard",
    description:
      "Create your workspace, build a first board from a template, invite your team and set up notifications, with a checklist for your first week.",
    difficulty: "Beginner",
    icon: "rocket",
    pdfPages: 18,
    videoMinutes: 12,
  },
  {
    title: "Automating Cross-Team Workflows",
    description:
      "Connect boards across teams with triggers, conditions and multi-step automations, so work moves from one team to the next without a single reminder.",
    difficulty: "Intermediate",
    icon: "workflow",
    pdfPages: 26,
    videoMinutes: 21,
  },
  {
    title: "Building Integrations with the Flowboard API",
    description:
      "Authenticate with an API key, create and update tasks from your own code, and subscribe to webhooks so your systems react to changes as they happen.",
    difficulty: "Advanced",
    icon: "code",
    pdfPages: 34,
    videoMinutes: 28,
  },
] as const satisfies readonly Guide[];

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
