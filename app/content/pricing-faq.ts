import { formatMonthlyPrice, planById, trialDays, yearlySavingPercent } from "./pricing";
import type { FaqEntry } from "./schemas";

/** The pricing page's questions and answers, loaded as the visitor scrolls to them. */
export const pricingFaqEntries = [
  {
    question: "How does the free trial work?",
    answer: `The Team and Business plans start with ${trialDays} days of every feature on that plan, no credit card required. At the end of the trial you choose a plan, or the workspace moves to the Free plan and keeps its boards.`,
  },
  {
    question: "What is a seat?",
    answer:
      "A seat is one member of your workspace who can create and edit work. Guests you invite to a single board on the Team plan or higher do not take a seat.",
  },
  {
    question: "Can I switch between monthly and yearly billing?",
    answer: `Yes. Yearly billing costs at least ${yearlySavingPercent}% less and you can switch at the end of any billing period. Moving from yearly to monthly takes effect when the current year ends.`,
  },
  {
    question: "Do you offer discounts for startups?",
    answer: `Yes. Seed-stage companies start on the Free plan, and Series A companies get the Team plan at ${formatMonthlyPrice(planById("team"))} per seat, with onboarding help from our startup team.`,
    link: { label: "See the startup program", href: "/startup" },
  },
  {
    question: "What happens if we reach the automation limit?",
    answer:
      "Automations keep running until the end of the day you reach the limit, and admins get an email. Limits reset every month; you can also move to a plan with more actions at any time.",
  },
  {
    question: "How is our data protected?",
    answer:
      "Data is encrypted in transit and at rest on every plan. Flowboard is SOC 2 Type II and ISO 27001 certified, and Enterprise adds single sign-on, audit logs and data residency options.",
    link: { label: "Read about security", href: "/solutions/enterprise/security" },
  },
] satisfies FaqEntry[];
