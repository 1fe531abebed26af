import type { UseCaseDetail } from "./schemas";
import { useCaseCards } from "./use-cases";

/*
 * The use-cases page's content. It lives apart from the cards so the home page, which shows
 * only the cards, does not download it; ids, titles and order still come from the cards.
 */

type UseCaseId = (typeof useCaseCards)[number]["id"];

/** Copy of the use-cases page (docs/spec/site-spec.md §2.1) around the cards and details. */
export const useCasesIntro = {
  eyebrow: "Use cases",
  title: "One Work OS, shaped to every team",
  lead: "Engineering, marketing, sales, HR, operations and project managers each run their own process on Flowboard, on boards that roll up into one picture of the company.",
};

export const useCaseSummarySection = {
  heading: "Pick your team",
  lead: "Each team starts from a board built for its work, then adapts the columns, views and automations to fit.",
};

/** Heading of each detail's feature list. */
export const useCaseFeaturesHeading = "What the team runs on Flowboard";
export const useCaseBenefitsHeading = "What the team gets";

export const useCasesCta = {
  heading: "See it with your own work",
  lead: "Open a sample project to see a finished board, or start free and build your own.",
  primary: { label: "Start Free Trial", href: "/pricing" },
  secondary: { label: "Explore Demo Projects", href: "/demo-projects" },
};

/** What each team type does on Flowboard, keyed by the card it belongs to. */
const detailsById: Record<UseCaseId, Omit<UseCaseDetail, "id" | "title" | "benefits">> = {
  development: {
    description:
      "Plan sprints, triage bugs and ship releases from one board that engineering, product and QA all read. When an item moves to In Review, the handoff to QA happens by itself.",
    features: [
      "Sprint boards with story points and a live burndown",
      "Bug intake with severity, owner and target version",
      "Release checklists attached to every version",
      "Commits and pull requests linked to the item they close",
      "Automatic QA tasks when work reaches In Review",
    ],
    quote: {
      text: "The backlog is groomed on the board before anyone walks into planning, so the meeting is about trade-offs instead of reading tickets aloud.",
      author: "Daniel Okafor",
      role: "Engineering Manager, Lumen Studios",
    },
    image: {
      title: "Sprint 24 · Engineering",
      alt: "A sprint board: checkout API timeout in review, dark mode toggle in progress, SSO login bug stuck, release notes not started, and search indexing done.",
      rows: [
        { item: "Checkout API timeout", owner: "JS", status: "In Review", tone: "info" },
        { item: "Dark mode toggle", owner: "MK", status: "In Progress", tone: "active" },
        { item: "SSO login bug", owner: "RD", status: "Stuck", tone: "blocked" },
        { item: "Release notes 4.2", owner: "TP", status: "To Do", tone: "waiting" },
        { item: "Search indexing", owner: "AL", status: "Done", tone: "done" },
      ],
    },
  },
  marketing: {
    description:
      "Run campaigns from brief to launch with one calendar for content, one place for creative approvals, and budgets that stay next to the work they pay for.",
    features: [
      "Campaign timelines with owners and milestones",
      "A shared content calendar across channels",
      "Creative review and approval steps",
      "Budget and spend tracked per campaign",
      "Launch dashboards for leads and reach",
    ],
    quote: {
      text: "Design, copy and paid media finally look at the same calendar. Approvals that used to live in email threads now take a click on the item.",
      author: "Sofia Marchetti",
      role: "Head of Marketing, Harbor & Vale",
    },
    image: {
      title: "Spring Launch · Campaign",
      alt: "A campaign board: launch video approved, landing page copy in review, paid social ads in progress, partner newsletter not started, and press kit done.",
      rows: [
        { item: "Launch video", owner: "SM", status: "Approved", tone: "done" },
        { item: "Landing page copy", owner: "LC", status: "In Review", tone: "info" },
        { item: "Paid social ads", owner: "DW", status: "In Progress", tone: "active" },
        { item: "Partner newsletter", owner: "NB", status: "Not started", tone: "waiting" },
        { item: "Press kit", owner: "SM", status: "Done", tone: "done" },
      ],
    },
  },
  sales: {
    description:
      "Move every lead through a visual pipeline, log calls and emails on the deal itself, and see what will close this quarter without building a spreadsheet.",
    features: [
      "Pipeline stages from New Leads to Closed Won",
      "Deal value, probability and expected close date",
      "Contact and company records linked to deals",
      "Follow-up reminders when a deal goes quiet",
      "Forecast dashboards by rep and by stage",
    ],
    quote: {
      text: "Our reps update deals where they already work, so the Monday forecast is ready before the call starts instead of being assembled during it.",
      author: "Marcus Reid",
      role: "Sales Director, Keystone Finance",
    },
    image: {
      title: "Q3 Pipeline · Sales",
      alt: "A sales pipeline: Acme Corp in negotiation, Globex in proposal, Initech qualified, Umbrella Health a new lead, and Vandelay closed won.",
      rows: [
        { item: "Acme Corp · $48k", owner: "MR", status: "Negotiation", tone: "active" },
        { item: "Globex · $32k", owner: "JT", status: "Proposal", tone: "info" },
        { item: "Initech · $21k", owner: "MR", status: "Qualified", tone: "info" },
        { item: "Umbrella Health · $15k", owner: "KP", status: "New Lead", tone: "waiting" },
        { item: "Vandelay · $60k", owner: "JT", status: "Closed Won", tone: "done" },
      ],
    },
  },
  hr: {
    description:
      "Track every candidate from application to signed offer, schedule interviews without the back-and-forth, and give each new hire an onboarding plan that runs itself.",
    features: [
      "Hiring pipelines per role, with stages you define",
      "Interview scheduling and scorecards on the candidate",
      "Offer approvals with the right sign-offs",
      "Onboarding checklists that start on the offer date",
      "Headcount planning across departments",
    ],
    quote: {
      text: "Hiring managers see exactly where each candidate stands, and new starters get their laptop, accounts and first-week plan without anyone sending a reminder.",
      author: "Grace Adeyemi",
      role: "People Operations Lead, Brightpath Health",
    },
    image: {
      title: "Hiring · Product Designer",
      alt: "A hiring board: one candidate at offer, one in the final interview, one waiting on a portfolio review, one new applicant, and one hired.",
      rows: [
        { item: "Candidate: R. Alvarez", owner: "GA", status: "Offer", tone: "info" },
        { item: "Candidate: J. Nakamura", owner: "PL", status: "Final interview", tone: "active" },
        { item: "Candidate: S. Osei", owner: "GA", status: "Portfolio review", tone: "waiting" },
        { item: "Candidate: M. Dubois", owner: "PL", status: "Applied", tone: "waiting" },
        { item: "Candidate: L. Chen", owner: "GA", status: "Hired", tone: "done" },
      ],
    },
  },
  operations: {
    description:
      "Take requests through one intake form, route them to the right owner automatically, and keep processes, vendors and resources visible to the whole company.",
    features: [
      "Request intake forms that create board items",
      "Automatic routing by request type and location",
      "Approval flows with due dates and escalations",
      "Vendor and asset registers",
      "Workload views to balance the team",
    ],
    quote: {
      text: "Every request used to arrive by chat, email or hallway. Now it arrives as an item with an owner, and we can show leadership exactly where our time goes.",
      author: "Tomasz Wiśniewski",
      role: "Operations Manager, Northwind Logistics",
    },
    image: {
      title: "Requests · Operations",
      alt: "An operations request board: a laptop request done, a new office lease waiting on approval, a vendor renewal in progress, a broken badge reader stuck, and a travel booking not started.",
      rows: [
        { item: "Laptop for new hire", owner: "TW", status: "Done", tone: "done" },
        { item: "Office lease, Austin", owner: "EH", status: "Awaiting approval", tone: "info" },
        { item: "Vendor renewal: cleaning", owner: "TW", status: "In Progress", tone: "active" },
        { item: "Badge reader, floor 3", owner: "OB", status: "Stuck", tone: "blocked" },
        { item: "Team offsite travel", owner: "EH", status: "Not started", tone: "waiting" },
      ],
    },
  },
  "project-managers": {
    description:
      "See every project in a portfolio, spot the ones at risk before they slip, and balance workloads so the same people are not carrying every deadline.",
    features: [
      "Portfolio boards that roll up project health",
      "Gantt timelines with dependencies and milestones",
      "Workload views by person and by week",
      "Risk and status reports on a schedule",
      "Templates for repeatable project types",
    ],
    quote: {
      text: "I used to build the portfolio report by hand every Friday. Now it is a dashboard the steering group opens themselves, and the conversation starts from the risks.",
      author: "Hannah Lindqvist",
      role: "PMO Lead, Orbital Robotics",
    },
    image: {
      title: "Portfolio · Active programmes",
      alt: "A project portfolio: warehouse automation on track, customer portal at risk, ERP migration off track, supplier onboarding on track, and brand refresh complete.",
      rows: [
        { item: "Warehouse automation", owner: "HL", status: "On track", tone: "done" },
        { item: "Customer portal", owner: "AK", status: "At risk", tone: "active" },
        { item: "ERP migration", owner: "BS", status: "Off track", tone: "blocked" },
        { item: "Supplier onboarding", owner: "HL", status: "On track", tone: "done" },
        { item: "Brand refresh", owner: "CM", status: "Complete", tone: "done" },
      ],
    },
  },
};

/** The detailed sections of the use-cases page, in the order and with the titles of the cards. */
export const useCaseDetails: UseCaseDetail[] = useCaseCards.map((card) => ({
  id: card.id,
  title: card.title,
  benefits: card.benefits,
  ...detailsById[card.id],
}));
