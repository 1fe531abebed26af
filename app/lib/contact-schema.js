// The one check of a contact request, run by the browser before it sends and by the server
// before it stores (server/forms). Built on zod/mini so the browser's copy stays small; the
// form loads it when the visitor sends, never on first view.
import { z } from "zod/mini";
import {
  contactFieldLimits,
  contactMessageMinLength,
  contactSubjects,
} from "../content/contact-fields.js";
import { contactErrors } from "../content/contact-messages.js";
import { contactFieldsIn } from "../content/contact-request.js";
import { defaultLocale } from "./locales.js";

export { contactErrors, contactNotices } from "../content/contact-messages.js";

// A one-line field holds no control character: a CR or LF in a name or an email address is
// how mail headers get injected, and NUL cannot be stored at all. A message may break lines.
// U+FEFF (a byte-order mark) counts too: invisible, and PGlite drops it from the start of a
// value when reading, so it could not be kept exactly as typed.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const lineControl = /[\u0000-\u001f\u007f-\u009f\ufeff]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const textControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufeff]/;
const hasText = (min) => (value) => value.trim().length >= min;
// Emails as people type them, plus addressing included; no spaces, quotes or brackets.
const emailPattern = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/;
const phonePattern = /^[+\d ().-]*$/;

const text = (error) => z.string({ error });
// An optional field may be absent or empty; its checks below all let "" through.
const optional = (schema) => z.optional(schema);

/**
 * The schema of a contact request whose refusals read `contactErrors` (the messages of one
 * language: the page's in the browser; each language's on the server, contactMessagesOf),
 * with the name fields of `locale`'s form: one name, or family and given names (Japanese).
 * @param {ReturnType<typeof import("../content/contact-messages.js").contactMessagesOf>["errors"]} contactErrors
 * @param {string} [locale]
 */
export function contactRequestSchemaWith(contactErrors, locale = defaultLocale) {
  const noLineControl = z.refine((value) => !lineControl.test(value), {
    error: contactErrors.controlCharacters,
    abort: true,
  });
  const nameField = (/** @type {"name" | "familyName" | "givenName"} */ field) =>
    text(contactErrors[field]).check(
      noLineControl,
      z.maxLength(contactFieldLimits.name, { error: contactErrors[field] }),
      z.refine(hasText(1), { error: contactErrors[field] }),
    );
  const names = contactFieldsIn(locale).includes("familyName")
    ? { familyName: nameField("familyName"), givenName: nameField("givenName") }
    : { name: nameField("name") };
  return z.object({
    ...names,
    email: text(contactErrors.email).check(
      noLineControl,
      z.maxLength(contactFieldLimits.email, { error: contactErrors.email }),
      z.regex(emailPattern, { error: contactErrors.email }),
    ),
    company: optional(
      text(contactErrors.company).check(
        noLineControl,
        z.maxLength(contactFieldLimits.company, { error: contactErrors.company }),
      ),
    ),
    phone: optional(
      text(contactErrors.phone).check(
        noLineControl,
        z.maxLength(contactFieldLimits.phone, { error: contactErrors.phone }),
        z.regex(phonePattern, { error: contactErrors.phone }),
        z.refine((value) => value === "" || (value.match(/\d/g)?.length ?? 0) >= 5, {
          error: contactErrors.phone,
        }),
      ),
    ),
    subject: z.enum(
      /** @type {[string, ...string[]]} */ (contactSubjects.map((subject) => subject.id)),
      { error: contactErrors.subject },
    ),
    message: text(contactErrors.message).check(
      z.refine((value) => !textControl.test(value), {
        error: contactErrors.controlCharacters,
        abort: true,
      }),
      z.maxLength(contactFieldLimits.message, { error: contactErrors.message }),
      z.refine(hasText(contactMessageMinLength), { error: contactErrors.message }),
    ),
  });
}

export const contactRequestSchema = contactRequestSchemaWith(contactErrors);

/**
 * @typedef {{ name: string, familyName?: string, givenName?: string, email: string,
 *   company?: string, phone?: string, subject: string, message: string }} ContactRequest
 * @typedef {{ ok: true, value: ContactRequest } | { ok: false, errors: Record<string, string> }} ContactCheck
 */

/**
 * Checks what a form sent (a record of strings, or anything else a stranger posts) and
 * answers either the request, exactly as typed, or one message per refused field. A name
 * given in parts is also joined, family name first, as `name`.
 * @param {unknown} input
 * @param {ReturnType<typeof contactRequestSchemaWith>} [schema] Another language's (the server's).
 * @param {string} [locale] The form's language, which names its fields (the schema's).
 * @returns {ContactCheck}
 */
export function checkContactRequest(input, schema = contactRequestSchema, locale = defaultLocale) {
  const fields = typeof input === "object" && input !== null ? input : {};
  const picked = Object.fromEntries(
    contactFieldsIn(locale).map((name) => [
      name,
      /** @type {Record<string, unknown>} */ (fields)[name],
    ]),
  );
  const result = schema.safeParse(picked);
  if (result.success) {
    const value = /** @type {Record<string, string>} */ (result.data);
    const name = value.name ?? `${value.familyName} ${value.givenName}`;
    return { ok: true, value: /** @type {ContactRequest} */ ({ ...value, name }) };
  }
  /** @type {Record<string, string>} */
  const errors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
