import { confirmationLinkHours, dataLinkHours } from "../../app/content/stored-data.js";

/**
 * The mails the site sends, as plain text. Every mail about the newsletter carries the
 * one-click unsubscribe headers of RFC 8058 (a mail provider POSTs
 * "List-Unsubscribe=One-Click" to the https link) and the same link in its text.
 */

const listHeaders = (unsubscribeUrl) => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export const unsubscribeUrl = (origin, token) =>
  `${origin}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

export function confirmationMail({ origin, to, token, unsubscribeToken }) {
  const confirmUrl = `${origin}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  const leave = unsubscribeUrl(origin, unsubscribeToken);
  return {
    to,
    subject: "Confirm your Flowboard newsletter subscription",
    text: [
      "Hello,",
      "",
      "Someone, hopefully you, asked for the Flowboard newsletter at this address.",
      "To confirm, follow this link:",
      "",
      confirmUrl,
      "",
      `The link works once, for ${confirmationLinkHours} hours. If you did not ask, ignore this mail: nothing is sent unless you confirm, and the request is deleted within a week.`,
      "",
      `Do not want mail from us at all? ${leave}`,
    ].join("\n"),
    headers: listHeaders(leave),
  };
}

/** One issue of the newsletter, to one confirmed subscriber. */
export function newsletterMail({ origin, to, subject, text, unsubscribeToken }) {
  const leave = unsubscribeUrl(origin, unsubscribeToken);
  return {
    to,
    subject,
    text: `${text}\n\n--\nYou get this because you confirmed a subscription to the Flowboard newsletter.\nUnsubscribe with one click: ${leave}`,
    headers: listHeaders(leave),
  };
}

export function dataLinkMail({ origin, to, token }) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Your data on the Flowboard website",
    text: [
      "Hello,",
      "",
      "You (or someone typing your address) asked what the Flowboard website holds about this address.",
      "",
      `See it (as JSON): ${origin}/privacy/data?${query}`,
      `Erase it: ${origin}/privacy/erase?${query}`,
      "",
      `The links work for ${dataLinkHours} hours. If you did not ask, ignore this mail; nothing changes.`,
    ].join("\n"),
    headers: {},
  };
}
