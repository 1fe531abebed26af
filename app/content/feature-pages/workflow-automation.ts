import type { FeaturePage } from "../feature-page";

export const workflowAutomationPage = {
  id: "workflow-automation",
  description:
    "Automate repetitive work in Flowboard with triggers and conditions, actions and notifications, multi-step workflows with branching, recurring schedules, triggers from other apps and a library of templates.",
  tagline: "Describe a handoff once, and let Flowboard run it every time.",
  intro: {
    heading: "Rules that move work forward",
    text: "Most handoffs follow a pattern: a status changes, someone needs to know, and a new task has to appear somewhere else. Write that pattern down once as a rule that reads like a sentence, and Flowboard runs it on every board it applies to, so nothing waits on a reminder buried in someone's inbox.",
  },
  capabilities: [
    {
      title: "Triggers and conditions",
      description:
        "Start a rule at a set time, when a status changes, when a form is submitted or when an event arrives from another app, then add conditions to narrow it down.",
    },
    {
      title: "Actions and notifications",
      description:
        "Create and move items, set owners and dates, update any column, and notify the right people by email or in the app.",
    },
    {
      title: "Multi-step workflows with branching",
      description:
        "Chain several actions in order and branch on a condition, so an urgent request and a routine one each follow their own path.",
    },
    {
      title: "Recurring automations",
      description:
        "Run a rule daily, weekly, monthly or on a custom schedule, for status reports, check-ins and routine maintenance tasks.",
    },
    {
      title: "Integration triggers",
      description:
        "Let events in connected tools, such as a new deal in your CRM or a merged pull request, start a Flowboard workflow.",
    },
    {
      title: "Template library",
      description:
        "Pick a ready-made recipe for approvals, handoffs and reminders, and adapt it to your board in a few clicks.",
    },
  ],
  testimonial: {
    quote:
      "Our release handoffs used to depend on someone remembering to ping QA. Now the moment a ticket moves to In Review, the QA team has the email, the testing task and the item on their board.",
    name: "Marcus Lee",
    role: "Platform Lead",
    company: "Brightpath Health",
  },
  cta: {
    heading: "Automate your first handoff today",
    lead: "Pick a recipe from the template library or write your own rule, and watch it run on the next status change.",
    label: "Set Up an Automation",
    href: "/pricing",
  },
  related: ["project-management", "integrations", "developer-tools"],
} as const satisfies FeaturePage;
