/**
 * How a form route answers. A post from fetch (it asks for JSON) gets `{ message }` and the
 * status; a post the browser sent itself gets a page: 303 to the next page when it went
 * through, or the "not sent" page with the status when it did not.
 */
export const wantsJson = (request) => /application\/json/.test(request.headers.accept ?? "");

export function answerForm(request, reply, pages, { status = 200, message, next }) {
  reply.header("cache-control", "no-store");
  if (wantsJson(request)) return reply.code(status).send({ status, message });
  if (status < 400) return reply.redirect(next, 303);
  return pages.send(request, reply, "/request-not-sent", status);
}

/** A text field of a posted form: "" when missing, repeated or not text. */
export function formField(body, name) {
  const value = body && typeof body === "object" ? body[name] : undefined;
  return typeof value === "string" ? value : "";
}
