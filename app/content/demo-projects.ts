import type { Cta, DemoProject } from "./schemas";

/** Copy of the demo projects page: finished sample boards a visitor can study. */
export const demoProjectsHero = {
  eyebrow: "Demo projects",
  title: "See finished boards before you build your own",
  lead: "Each sample project is a real-looking board from a team that runs on Flowboard, with the columns, statuses and automations it uses.",
};

/** The live board's section: its anchor is linked from the home page and project management. */
export const liveBoardSection = {
  id: "live-board",
  heading: "Try a live board",
  lead: "Add items, drag them between groups, change a status and watch the automation move finished work to Completed. The board lives in this browser only: nothing is sent, and Reset demo starts it over.",
};

export const demoProjectsSection = {
  heading: "Sample projects",
  lead: "Pick the one closest to your work and see what it shows.",
};

/** Heading of each project's list of what to look at on its board. */
export const demoProjectShowsHeading = "What it shows";

export const demoProjects = [
  {
    id: "product-launch",
    title: "Product launch",
    team: "Product and marketing",
    description:
      "Everything between the feature freeze and launch day, owned by product, design, engineering and marketing together.",
    shows: [
      "A timeline view with the launch date as a milestone",
      "Status columns that flag blocked work in red and in words",
      "An automation that alerts the launch owner when an item gets stuck",
    ],
    board: {
      title: "Product Launch · Main table",
      alt: "A product launch board: brief and goals done, design review in progress, landing page in progress, legal sign-off stuck, and launch email not started.",
      rows: [
        { item: "Brief and goals", owner: "AL", status: "Done", tone: "done" },
        { item: "Design review", owner: "MK", status: "Working on it", tone: "active" },
        { item: "Build landing page", owner: "JS", status: "Working on it", tone: "active" },
        { item: "Legal sign-off", owner: "RD", status: "Stuck", tone: "blocked" },
        { item: "Launch email", owner: "TP", status: "Not started", tone: "waiting" },
      ],
    },
    link: { label: "How project management works", href: "/features/project-management" },
  },
  {
    id: "marketing-campaign",
    title: "Marketing campaign",
    team: "Marketing",
    description:
      "A multi-channel campaign with its content calendar, creative approvals and budget in one place.",
    shows: [
      "A calendar view of every post, email and ad",
      "Approval steps with the approver named on each asset",
      "Spend against budget, summed per channel",
    ],
    board: {
      title: "Autumn Campaign · Content",
      alt: "A campaign board: blog announcement published, webinar invite in review, LinkedIn ads in progress, and customer video waiting on approval.",
      rows: [
        { item: "Blog announcement", owner: "SM", status: "Published", tone: "done" },
        { item: "Webinar invite email", owner: "LC", status: "In Review", tone: "info" },
        { item: "LinkedIn ads", owner: "DW", status: "In Progress", tone: "active" },
        { item: "Customer video", owner: "NB", status: "Needs approval", tone: "waiting" },
      ],
    },
    link: { label: "Marketing on Flowboard", href: "/use-cases#marketing" },
  },
  {
    id: "sales-pipeline",
    title: "Sales pipeline",
    team: "Sales",
    description:
      "A quarter's deals moving through New Leads, Qualified, Proposal, Negotiation and Closed Won.",
    shows: [
      "Deal value and probability on every card",
      "A weighted forecast for the quarter",
      "Follow-up reminders when a deal has been quiet for a week",
    ],
    board: {
      title: "Q3 Pipeline · Deals",
      alt: "A sales pipeline: Acme Corp in negotiation, Globex in proposal, Initech qualified, and Vandelay closed won.",
      rows: [
        { item: "Acme Corp · $48k", owner: "MR", status: "Negotiation", tone: "active" },
        { item: "Globex · $32k", owner: "JT", status: "Proposal", tone: "info" },
        { item: "Initech · $21k", owner: "MR", status: "Qualified", tone: "info" },
        { item: "Vandelay · $60k", owner: "JT", status: "Closed Won", tone: "done" },
      ],
    },
    link: { label: "How the CRM works", href: "/features/sales-crm" },
  },
  {
    id: "hiring-plan",
    title: "Hiring plan",
    team: "HR and recruiting",
    description: "A year's headcount plan, with each role's pipeline, interviewers and start date.",
    shows: [
      "Roles grouped by department and quarter",
      "Candidate stages from applied to hired",
      "Onboarding checklists that start when an offer is signed",
    ],
    board: {
      title: "Hiring Plan · Engineering",
      alt: "A hiring plan: backend engineer hired, frontend engineer interviewing, data engineer sourcing, and engineering manager on hold.",
      rows: [
        { item: "Backend Engineer", owner: "GA", status: "Hired", tone: "done" },
        { item: "Frontend Engineer", owner: "PL", status: "Interviewing", tone: "active" },
        { item: "Data Engineer", owner: "GA", status: "Sourcing", tone: "info" },
        { item: "Engineering Manager", owner: "PL", status: "On hold", tone: "blocked" },
      ],
    },
    link: { label: "HR and recruiting on Flowboard", href: "/use-cases#hr" },
  },
  {
    id: "sprint-board",
    title: "Software sprint",
    team: "Engineering",
    description:
      "A two-week sprint from planning to release, with bugs and stories on the same board.",
    shows: [
      "Story points and a burndown for the sprint",
      "An automation that creates a QA task when an item reaches In Review",
      "Pull requests linked to the items they close",
    ],
    board: {
      title: "Sprint 24 · Engineering",
      alt: "A sprint board: checkout API timeout in review, dark mode toggle in progress, SSO login bug stuck, and search indexing done.",
      rows: [
        { item: "Checkout API timeout", owner: "JS", status: "In Review", tone: "info" },
        { item: "Dark mode toggle", owner: "MK", status: "In Progress", tone: "active" },
        { item: "SSO login bug", owner: "RD", status: "Stuck", tone: "blocked" },
        { item: "Search indexing", owner: "AL", status: "Done", tone: "done" },
      ],
    },
    link: { label: "How automations work", href: "/features/workflow-automation" },
  },
  {
    id: "it-requests",
    title: "IT and operations requests",
    team: "Operations",
    description:
      "One intake form for equipment, access and facilities requests, routed to the right owner.",
    shows: [
      "A form whose answers become board items",
      "Routing rules by request type and office",
      "A workload view that balances requests across the team",
    ],
    board: {
      title: "Requests · IT and facilities",
      alt: "A request board: laptop for a new hire done, software licence awaiting approval, VPN access in progress, and badge reader repair stuck.",
      rows: [
        { item: "Laptop for new hire", owner: "TW", status: "Done", tone: "done" },
        { item: "Design software licence", owner: "EH", status: "Awaiting approval", tone: "info" },
        { item: "VPN access, contractor", owner: "TW", status: "In Progress", tone: "active" },
        { item: "Badge reader, floor 3", owner: "OB", status: "Stuck", tone: "blocked" },
      ],
    },
    link: { label: "Operations on Flowboard", href: "/use-cases#operations" },
  },
] as const satisfies readonly DemoProject[];

export const demoProjectsCta = {
  heading: "Build yours in minutes",
  lead: "Start from a blank board or from one of these, and invite your team when it is ready.",
  primary: { label: "Start Free Trial", href: "/pricing" },
  secondary: { label: "Read the Docs", href: "/docs" },
} satisfies { heading: string; lead: string; primary: Cta; secondary: Cta };
