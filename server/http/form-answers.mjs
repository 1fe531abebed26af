import { pathInLocale } from "../../app/lib/locales.js";

/**
 * How a form route answers. A post from fetch (it asks for JSON) gets `{ message }` and the
 * status; a post the browser sent itself gets a page by a 303: the next page when it went
 * through, the "not sent" page when it did not, both in the language of the form's page
 * (`locale`). A page is only ever shown at its own address: the app hydrates by the
 * address, and would draw the not-found page over a page served at another one.
 */
export const wantsJson = (request) => /application\/json/.test(request.headers.accept ?? "");

export function answerForm(request, reply, { status = 200, message, next, locale = "en" }) {
  reply.header("cache-control", "no-store");
  if (wantsJson(request)) return reply.code(status).send({ status, message });
  return reply.redirect(status < 400 ? next : pathInLocale("/request-not-sent", locale), 303);
}

/** A link from a mail that is forged, used or expired: the page that says so, in its language. */
export const linkExpired = (reply, locale = "en") =>
  reply.header("cache-control", "no-store").redirect(pathInLocale("/link-expired", locale), 303);

/** A text field of a posted form: "" when missing, repeated or not text. */
export function formField(body, name) {
  const value = body && typeof body === "object" ? body[name] : undefined;
  return typeof value === "string" ? value : "";
}
