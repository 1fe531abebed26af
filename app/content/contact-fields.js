// What the contact form's fields accept, read by the pages that link to the form, by the
// form, by its check in app/lib/contact-schema.js and by the server (plain Node, no
// TypeScript step: hence JavaScript with JSDoc types). One module, so the browser loads
// these facts once, whichever of those needs them first. The subjects' labels and order and
// the fields' limits are in content/forms/contact-fields.json; the subjects' ids are the
// code's (stored with each request, and named in other pages' links), so they stay here.
import fields from "../../content/forms/contact-fields.json" with { type: "json" };

/** Every subject the server accepts, by the id a link or a stored request names it with. */
export const contactSubjectIds = /** @type {const} */ ([
  "general",
  "demo",
  "sales",
  "support",
  "careers",
  "partnerships",
  "security",
]);

/** @typedef {(typeof contactSubjectIds)[number]} ContactSubjectId */

/**
 * What a visitor can write to us about, in the order the form lists them. Other pages link
 * to `/contact?subject=<id>` (see `contactHref` below) so the form opens with the right
 * subject chosen; the site's demo buttons choose "demo".
 * @type {readonly { id: ContactSubjectId; label: string }[]}
 */
export const contactSubjects = /** @type {any} */ (fields.subjects);

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

/**
 * The languages whose form asks for a person's name in two parts, family name first, as a
 * Japanese form does; the others ask for one name as the person writes it.
 */
const familyNameFirst = new Set(["ja"]);

/**
 * The name fields of the contact form in `locale`, in the order the form asks for them. The
 * lead keeps the parts, and `name` joins them (family name first) for lists, search and mail.
 * @param {string} locale
 * @returns {readonly ("name" | "familyName" | "givenName")[]}
 */
export function nameFieldsIn(locale) {
  return familyNameFirst.has(locale) ? ["familyName", "givenName"] : ["name"];
}

/**
 * Longest accepted answer of each field, in characters.
 * @type {{ readonly name: number; readonly email: number; readonly company: number; readonly phone: number; readonly message: number }}
 */
export const contactFieldLimits = fields.limits;

/** Shortest message worth a reply, in characters (after surrounding spaces). */
export const contactMessageMinLength = fields.messageMinLength;
