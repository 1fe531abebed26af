import type { FeaturePage } from "../feature-page";

export const teamCollaborationPage = {
  id: "team-collaboration",
  description:
    "Discuss work in context in Flowboard: threads on every task, file sharing, @mentions, meeting agendas and notes, shared workspaces with customized access, and documents and wikis beside your boards.",
  tagline: "Talk about the work right where the work is.",
  intro: {
    heading: "Conversations that keep their context",
    text: "Decisions made in scattered chats and email threads are hard to find a week later. In Flowboard every task, deal and document carries its own discussion, files and history, so anyone joining later can read what was decided and why without asking for a recap.",
  },
  capabilities: [
    {
      title: "In-context discussions",
      description:
        "Comment on any task, deal or document, reply in threads, and keep the conversation attached to the work it is about.",
    },
    {
      title: "File sharing",
      description:
        "Attach files to tasks and comments, preview them without downloading, and find every version in one place.",
    },
    {
      title: "@mentions",
      description:
        "Mention a teammate or a whole team to bring them in; they get a notification that opens the exact comment.",
    },
    {
      title: "Meeting management",
      description:
        "Plan agendas on a board, take notes together, and turn decisions into tasks with owners before the meeting ends.",
    },
    {
      title: "Shared workspaces",
      description:
        "Give each team, client or partner its own workspace with customized access, from full editing to view only.",
    },
    {
      title: "Shared documents and wikis",
      description:
        "Write specs, processes and onboarding guides next to the boards they describe, and link the two both ways.",
    },
  ],
  testimonial: {
    quote:
      "Client feedback used to be spread across email, chat and meeting notes. Now each piece of work has one thread, and a designer joining a project can catch up in ten minutes.",
    name: "Amara Osei",
    role: "Creative Director",
    company: "Harbor & Vale",
  },
  cta: {
    heading: "Bring your team's conversations home",
    lead: "Invite your team and start the first discussion on a board you already use.",
    label: "Start Collaborating Now",
    href: "/pricing",
  },
  related: ["project-management", "sales-crm", "integrations"],
} as const satisfies FeaturePage;
