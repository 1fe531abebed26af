// What the contact form's fields accept, read by the pages that link to the form, by the
// form, by its check in app/lib/contact-schema.js and by the server (plain Node, no
// TypeScript step: hence JavaScript with JSDoc types). One module, so the browser loads
// these facts once, whichever of those needs them first.

/**
 * What a visitor can write to us about. Other pages link to `/contact?subject=<id>` (see
 * `contactHref` below) so the form opens with the right subject chosen;
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

/** @typedef {(typeof contactSubjects)[number]["id"]} ContactSubjectId */

/** @type {ContactSubjectId} */
export const defaultContactSubject = "general";

/**
 * The contact page with a subject chosen, e.g. "/contact?subject=careers".
 * @param {ContactSubjectId} subject
 * @returns {`/contact?subject=${ContactSubjectId}`}
 */
export function contactHref(subject) {
  return `/contact?subject=${subject}`;
}

/**
 * The subject named by a query-string value, or undefined when it names none.
 * @param {string | null} value
 * @returns {ContactSubjectId | undefined}
 */
export function contactSubjectFrom(value) {
  return contactSubjects.find((subject) => subject.id === value)?.id;
}

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
