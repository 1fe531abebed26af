import type { FeatureCard } from "./schemas";

/** Solutions by company stage and need; the home page shows the first three. */
export const solutions = [
  {
    id: "enterprise",
    icon: "building",
    title: "Enterprise",
    description:
      "Advanced permissions, audit logs, single sign-on and a dedicated success manager for large organisations.",
    link: "/solutions/enterprise",
  },
  {
    id: "startups",
    icon: "rocket",
    title: "Startups",
    description:
      "Start free, move fast, and keep every plan, customer and hire in one workspace as the team grows.",
    link: "/solutions/startups",
  },
  {
    id: "security",
    icon: "shield",
    title: "Security & Compliance",
    description:
      "SOC 2 Type II and ISO 27001 certified, with encryption in transit and at rest and data residency options.",
    link: "/solutions/enterprise/security",
  },
] as const satisfies readonly FeatureCard[];
