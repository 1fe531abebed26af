// What a contact request is made of, read by the contact form in the browser and by the
// server that stores it (plain Node, no TypeScript step: hence JavaScript with JSDoc types).
// What each field accepts is in contact-fields.js; the check built from it is
// app/lib/contact-schema.js.

import { nameFieldsIn } from "./contact-fields.js";

/** Where the form posts; a server route on the Node server, proxied to it by nginx. */
export const contactFormAction = "/contact/send";
/**
 * Addresses only the Node server answers properly (the page with a fresh token per render,
 * and the form's posts): nginx proxies them to it (pipeline/postbuild/deploy-configs.mjs).
 */
export const formServerPaths = ["/contact", contactFormAction];

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
  /** The English form's fields; each language's are `contactFieldsIn(locale)`. */
  fields: ["name", "email", "company", "phone", "subject", "message"],
});

/**
 * The form's fields in `locale`, in the order the page shows them: the name in one field, or
 * in two (family, given) where the language asks so (`nameFieldsIn`).
 * @param {string} locale
 */
export function contactFieldsIn(locale) {
  return [...nameFieldsIn(locale), ...contactFormDom.fields.slice(1)];
}

/** The id of a field's input and of its error message. */
export const fieldId = (/** @type {string} */ name) => `contact-${name}`;
export const errorId = (/** @type {string} */ name) => `contact-${name}-error`;

/** Classes of the messages the form shows, the same whether React or the server writes them. */
export const contactFormClasses = {
  fieldError: "text-sm font-medium text-destructive",
  notice: "rounded-lg border border-destructive p-4 text-sm font-medium text-destructive",
};
