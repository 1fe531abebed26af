import { site } from "./site";

/** Support hours (docs/spec/site-spec.md §2.14, §9), one row per span of days. */
export const supportHours = [
  { days: "Mon-Fri", hours: "9-18 PST" },
  { days: "Sat", hours: "10-16 PST" },
  { days: "Sun", hours: "Closed" },
] as const;

export const contactIntro = {
  eyebrow: "Contact",
  title: "Talk to a person at Flowboard",
  lead: "Questions about plans, a demo for your team, help with your workspace or a partnership: write to us and the right team picks it up.",
};

export const contactForm = {
  heading: "Send us a message",
  lead: "Fields marked required need an answer; everything else is optional.",
  fields: {
    name: "Full name",
    email: "Email address",
    company: "Company",
    phone: "Phone",
    subject: "Subject",
    message: "Message",
  },
  requiredNote: "(required)",
  optionalNote: "(optional)",
  submit: "Send message",
  sending: "Sending…",
  honeypot: "Leave this field empty",
  thanks: `Thank you for your interest in ${site.name}!`,
  thanksDetail:
    "Your message reached our team. A person from the team your subject names reads it and answers by email within one business day (Monday to Friday, 9-18 PST).",
};

export const contactDetails = {
  heading: "Other ways to reach us",
  hoursHeading: "Support hours",
  hoursNote:
    "Outside these hours, the documentation answers most questions about boards, automations and the API.",
  docsLink: { label: "Read the docs", href: "/docs" },
};
