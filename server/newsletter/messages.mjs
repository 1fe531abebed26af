import { confirmationLinkHours, dataLinkHours } from "../../app/content/stored-data.js";
import { fillBlanks } from "../../app/lib/fill-blanks.js";
import { pathInLocale } from "../../app/lib/locales.js";
import site from "../../content/site.json" with { type: "json" };
import { wordsInEachLocale } from "../http/locale-words.mjs";

/**
 * The mails the site sends, as plain text. Every mail about the newsletter carries the
 * one-click unsubscribe headers of RFC 8058 (a mail provider POSTs
 * "List-Unsubscribe=One-Click" to the https link) and the same link in its text.
 *
 * The confirmation and data-link mails are written in the language of the page where they
 * were asked for (content/forms/form-answers.json and its translations), and their links
 * lead to that language's pages.
 */

/** The server's answers and mails in each language: `formAnswers.de.newsletter.sent`. */
export const formAnswers = wordsInEachLocale("content/forms/form-answers.json");

const listHeaders = (unsubscribeUrl) => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export const unsubscribeUrl = (origin, token, locale = "en") =>
  `${origin}${pathInLocale("/newsletter/unsubscribe", locale)}?token=${encodeURIComponent(token)}`;

export function confirmationMail({ origin, to, token, unsubscribeToken, locale = "en" }) {
  const words = formAnswers[locale].confirmationMail;
  const fill = (text, values = {}) => fillBlanks(text, { site: site.name, ...values });
  const confirmUrl = `${origin}${pathInLocale("/newsletter/confirm", locale)}?token=${encodeURIComponent(token)}`;
  const leave = unsubscribeUrl(origin, unsubscribeToken, locale);
  return {
    to,
    subject: fill(words.subject),
    text: [
      words.greeting,
      "",
      fill(words.asked),
      words.follow,
      "",
      confirmUrl,
      "",
      fill(words.expiry, { hours: confirmationLinkHours }),
      "",
      fill(words.leave, { link: leave }),
    ].join("\n"),
    headers: listHeaders(leave),
  };
}

/**
 * One issue of the newsletter, to one confirmed subscriber. In English: a subscription does
 * not keep the language it was asked for in (the issues are written in English).
 */
export function newsletterMail({ origin, to, subject, text, unsubscribeToken }) {
  const leave = unsubscribeUrl(origin, unsubscribeToken);
  return {
    to,
    subject,
    text: `${text}\n\n--\nYou get this because you confirmed a subscription to the ${site.name} newsletter.\nUnsubscribe with one click: ${leave}`,
    headers: listHeaders(leave),
  };
}

export function dataLinkMail({ origin, to, token, locale = "en" }) {
  const words = formAnswers[locale].dataLinkMail;
  const fill = (text, values = {}) => fillBlanks(text, { site: site.name, ...values });
  const query = `token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: fill(words.subject),
    text: [
      words.greeting,
      "",
      fill(words.asked),
      "",
      fill(words.see, { link: `${origin}${pathInLocale("/privacy/data", locale)}?${query}` }),
      fill(words.erase, { link: `${origin}${pathInLocale("/privacy/erase", locale)}?${query}` }),
      "",
      fill(words.expiry, { hours: dataLinkHours }),
    ].join("\n"),
    headers: {},
  };
}
