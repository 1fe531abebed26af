import type { FeaturePage } from "../feature-page";

export const projectManagementPage = {
  id: "project-management",
  description:
    "Plan projects in Flowboard on kanban boards, Gantt timelines and calendars, with an owner, deadline, status and tags on every task, reminders before things slip, and ready-made templates.",
  tagline: "Every project, every deadline, on one board your whole team can see.",
  intro: {
    heading: "Plan it, assign it, see it through",
    text: "Flowboard turns a project plan into a living board. Break the work into tasks, give each one an owner and a deadline, and switch between kanban, timeline and calendar views of the same data, so the plan agreed on Monday is still the plan everyone follows on Friday.",
  },
  capabilities: [
    {
      title: "Kanban boards",
      description:
        "Drag tasks across columns that match your process, from To Do to Done, and see at a glance where work is piling up.",
    },
    {
      title: "Gantt charts and timelines",
      description:
        "Lay tasks out on a timeline, link the ones that depend on each other, and watch the schedule adjust when one date moves.",
    },
    {
      title: "Calendar view",
      description:
        "See deadlines and milestones by day, week or month, and drag a task to another day to reschedule it.",
    },
    {
      title: "Task management",
      description:
        "Give every task an owner, a deadline, a status and tags, so nobody has to ask who is doing what by when.",
    },
    {
      title: "Notifications and reminders",
      description:
        "Owners get a reminder before a deadline, and followers hear about changes in the app or by email, without a single chaser.",
    },
    {
      title: "Templates",
      description:
        "Start from ready-made boards for sprints, launches, events and client projects, or save a board you like as your own template.",
    },
  ],
  testimonial: {
    quote:
      "Moving our backlog onto Flowboard gave us 50% less sprint planning time: owners, estimates and dependencies are already on every card when we sit down.",
    name: "Daniel Okafor",
    role: "Engineering Manager",
    company: "Orbital Robotics",
  },
  cta: {
    heading: "Put your next project on a board",
    lead: "Start from a template, invite your team, and have a plan everyone can follow before lunch.",
    label: "Start a Project",
    href: "/pricing",
  },
  tryIt: {
    lead: "Want to feel it before you sign up? A small working board runs right here in your browser: no account, nothing sent.",
    label: "Try the live demo board",
    href: "/demo-projects#live-board",
  },
  related: ["workflow-automation", "team-collaboration", "dashboards-reporting"],
} as const satisfies FeaturePage;
