// What a contact request is made of, read by the contact form in the browser and by the
// server that stores it (plain Node, no TypeScript step: hence JavaScript with JSDoc types).
// The schema built from these facts is app/lib/contact-schema.js.

export { contactEmail } from "./site-contact.js";

/**
 * What a visitor can write to us about. Other pages link to `/contact?subject=<id>` (see
 * `contactHref` in contact-subjects.ts) so the form opens with the right subject chosen;
 * the site's demo buttons choose "demo".
 */
export const contactSubjects = /** @type {const} */ ([
  { id: "general", label: "General question" },
  { id: "demo", label: "Book a demo" },
  { id: "sales", label: "Talk to sales" },
  { id: "support", label: "Product support" },
  { id: "careers", label: "Careers and applications" },
  { id: "partnerships", label: "Partner application" },
  { id: "security", label: "Security and compliance" },
]);

/** Longest accepted answer of each field, in characters. */
export const contactFieldLimits = /** @type {const} */ ({
  name: 100,
  email: 254,
  company: 120,
  phone: 40,
  message: 5000,
});

/** Shortest message worth a reply, in characters (after surrounding spaces). */
export const contactMessageMinLength = 10;

/** Where the form posts; a server route on the Node server, proxied to it by nginx. */
export const contactFormAction = "/contact/send";
/** Where a stored request is thanked (a prerendered page). */
export const contactThanksPath = "/contact/thanks";

/**
 * The form's element ids and field names, which the server also uses to fill the
 * prerendered page with a visitor's values and errors when JavaScript does not run.
 */
export const contactFormDom = /** @type {const} */ ({
  formId: "contact-form",
  statusId: "contact-form-status",
  /** Hidden: when the form was rendered and its render's key, signed by the server. */
  tokenName: "formToken",
  /** Hidden from people, tempting to bots: anything typed here marks a bot. */
  honeypotName: "website",
  fields: ["name", "email", "company", "phone", "subject", "message"],
});

/** The id of a field's input and of its error message. */
export const fieldId = (/** @type {string} */ name) => `contact-${name}`;
export const errorId = (/** @type {string} */ name) => `contact-${name}-error`;

/** Classes of the messages the form shows, the same whether React or the server writes them. */
export const contactFormClasses = {
  fieldError: "text-sm font-medium text-destructive",
  notice: "rounded-lg border border-destructive p-4 text-sm font-medium text-destructive",
};
