import { site } from "./site";

/** Support hours (spec 2.14, 9), one row per span of days. */
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
    phone: "Phone",
    subject: "Subject",
    message: "Message",
  },
  requiredNote: "(required)",
  optionalNote: "(optional)",
  submit: "Send message",
  thanks: `Thank you for your interest in ${site.name}!`,
  thanksDetail:
    "This is a preview site, so your message was not sent or stored anywhere. To reach us today, use the email address or phone number on this page.",
};

export const contactDetails = {
  heading: "Other ways to reach us",
  hoursHeading: "Support hours",
  hoursNote:
    "Outside these hours, the documentation answers most questions about boards, automations and the API.",
  docsLink: { label: "Read the docs", href: "/docs" },
};
