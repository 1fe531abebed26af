import type { FeaturePage } from "../feature-page";

export const salesCrmPage = {
  id: "sales-crm",
  title: "CRM and Sales Pipeline",
  description:
    "Manage leads, contacts and companies in Flowboard CRM, track each deal's value, probability and stage on a pipeline board, log email automatically and follow your numbers in sales analytics.",
  tagline: "A pipeline your sales team keeps up to date, because it is where they already work.",
  intro: {
    heading: "From first contact to closed won",
    text: "Flowboard CRM keeps every lead, contact and deal on the same boards as the rest of your work. Reps move a deal to its next stage with one drag, managers see the forecast without chasing updates, and when a deal closes the handoff to onboarding starts on its own.",
  },
  capabilities: [
    {
      title: "Lead management",
      description:
        "Capture leads from web forms, email and imports, qualify them, and route each one to the right rep automatically.",
    },
    {
      title: "Contact and company records",
      description:
        "Keep people, companies, calls and emails together, with every deal a contact is part of one click away.",
    },
    {
      title: "Pipeline kanban",
      description:
        "See every deal as a card in its stage, from New Leads to Closed Won, and move it on by dragging it to the next column.",
    },
    {
      title: "Deal management",
      description:
        "Track each deal's value, probability and stage, and watch the weighted forecast change as deals move.",
    },
    {
      title: "Email integration",
      description:
        "Connect your mailbox to log conversations on the right deal automatically and send follow-ups from shared templates.",
    },
    {
      title: "Sales analytics",
      description:
        "Follow win rate, sales cycle length and revenue by rep or region on dashboards that update as deals change.",
    },
  ],
  testimonial: {
    quote:
      "We retired two spreadsheets and a standalone CRM. Deals, onboarding and renewals now sit on connected boards, and our forecast meeting is a five-minute look at the pipeline.",
    name: "Hannah Brooks",
    role: "Head of Sales",
    company: "Keystone Finance",
  },
  cta: {
    heading: "See your whole pipeline in one view",
    lead: "Import your contacts and open deals, and your team can work the pipeline the same afternoon.",
    label: "Try the CRM Module",
    href: "/pricing",
  },
  related: ["workflow-automation", "dashboards-reporting", "integrations"],
} as const satisfies FeaturePage;
