// What a visitor reads when the contact form refuses an answer: by the browser's check
// (loaded when the visitor sends, so none of this is in the page's first JavaScript) and by
// the server's answers. The words are in content/forms/contact-messages.json, read by the
// server as they stand, in each language (server/http/locale-words.mjs); their {placeholders}
// are filled here with the figures they name, each typed once (the address in
// content/site.json, the limits in contact-fields.json).
import messages from "../../content/forms/contact-messages.json" with { type: "json" };
import { fillBlanks as fill } from "../lib/fill-blanks.js";
import { localeNamed } from "../lib/locales.js";
import { pageLocale } from "../lib/page-locale.js";
import { contactFieldLimits, contactMessageMinLength } from "./contact-fields.js";
import { contactEmail } from "./site-contact.js";

/**
 * The messages of `words` (content/forms/contact-messages.json in one language), filled:
 * `errors` field by field, then `notices` for the whole form, their counts written as
 * `locale` writes them (5,000; 5.000).
 * @param {typeof messages} words
 * @param {import("../lib/locales.js").LocaleCode} locale
 */
export function contactMessagesOf({ errors, notices }, locale) {
  const counts = new Intl.NumberFormat(localeNamed(locale).intl);
  const count = (/** @type {number} */ value) => counts.format(value);
  const withEmail = (/** @type {string} */ template) => fill(template, { email: contactEmail });
  return {
    /** What a visitor reads when an answer is refused, field by field, then for the whole form. */
    errors: {
      name: fill(errors.name, { max: count(contactFieldLimits.name) }),
      familyName: fill(errors.familyName, { max: count(contactFieldLimits.name) }),
      givenName: fill(errors.givenName, { max: count(contactFieldLimits.name) }),
      email: errors.email,
      company: fill(errors.company, { max: count(contactFieldLimits.company) }),
      phone: errors.phone,
      subject: errors.subject,
      message: fill(errors.message, {
        min: count(contactMessageMinLength),
        max: count(contactFieldLimits.message),
      }),
      /** Line breaks and other control characters in a one-line field (a header-injection try). */
      controlCharacters: errors.controlCharacters,
    },
    /** Messages about the whole form rather than one field. */
    notices: {
      fixFields: notices.fixFields,
      expired: notices.expired,
      tooMany: (/** @type {number} */ minutes) =>
        fill(minutes === 1 ? notices.tooMany.one : notices.tooMany.other, {
          minutes,
          email: contactEmail,
        }),
      crossSite: withEmail(notices.crossSite),
      tooLarge: fill(notices.tooLarge, {
        max: count(contactFieldLimits.message),
        email: contactEmail,
      }),
      wrongType: withEmail(notices.wrongType),
      unavailable: withEmail(notices.unavailable),
    },
  };
}

const { errors: contactErrors, notices: contactNotices } = contactMessagesOf(
  messages,
  pageLocale(),
);

/** In the page's language in the browser; English where Node reads the file as it stands. */
export { contactErrors, contactNotices };
