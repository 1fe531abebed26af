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
  sendAnother: "Send another message",
};

/** The page a sent message lands on when JavaScript does not run (and its next steps). */
export const contactThanks = {
  title: "Thank you: your message reached us",
  lead: `A person at ${site.name} reads every message. Here is what happens next.`,
  steps: [
    "Within one business day (Monday to Friday, 9-18 PST), the team your subject names reads your message.",
    "They answer by email from an address ending in flowboard.example; for a demo, they propose two or three times that suit your time zone.",
    `If you do not hear from us in two business days, write to ${site.address.email} and we will look for your message.`,
  ],
  back: { label: "Back to the contact page", href: "/contact" },
  home: { label: "Go to the home page", href: "/" },
};

/** The page a static copy of the site (no form server) shows when the form is sent. */
export const contactNotSent = {
  title: "Your message was not sent",
  lead: `This copy of the ${site.name} site is published without the server that receives messages, so the form could not deliver yours.`,
  steps: [
    `Write to ${site.address.email} or call ${site.address.phone}: a person answers within one business day.`,
    "Use your browser's Back button to return to the form: your text may still be there to copy.",
  ],
  back: { label: "Back to the contact page", href: "/contact" },
};

export const contactDetails = {
  heading: "Other ways to reach us",
  hoursHeading: "Support hours",
  hoursNote:
    "Outside these hours, the documentation answers most questions about boards, automations and the API.",
  docsLink: { label: "Read the docs", href: "/docs" },
};
