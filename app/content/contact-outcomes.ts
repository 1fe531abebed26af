import { site } from "./site";

// The pages after the contact form, apart from the form's own copy so /contact does not
// load them.

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
