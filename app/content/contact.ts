import { site } from "./site";

/**
 * What a visitor can write to us about. Other pages link to `/contact?subject=<id>` (see
 * `contactHref`) so the form opens with the right subject chosen.
 */
export const contactSubjects = [
  { id: "general", label: "General question" },
  { id: "sales", label: "Talk to sales" },
  { id: "support", label: "Product support" },
  { id: "careers", label: "Careers and applications" },
  { id: "partnerships", label: "Partner application" },
  { id: "security", label: "Security and compliance" },
] as const;

export type ContactSubjectId = (typeof contactSubjects)[number]["id"];

export const defaultContactSubject: ContactSubjectId = "general";

/** The contact page with a subject chosen, e.g. "/contact?subject=careers". */
export function contactHref(subject: ContactSubjectId): `/contact?subject=${ContactSubjectId}` {
  return `/contact?subject=${subject}`;
}

/** The subject named by a query-string value, or undefined when it names none. */
export function contactSubjectFrom(value: string | null): ContactSubjectId | undefined {
  return contactSubjects.find((subject) => subject.id === value)?.id;
}

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
