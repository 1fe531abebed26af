// What the two beacon endpoints (/rum for the metrics, /rum/event for the visit counting)
// share: answers that are never cached, and a scope that reads every body as text, so a
// beacon of any type is parsed by the endpoint's own reader and every malformed, oversized
// or unreadable one gets the same kind of 400.

/**
 * The site's security headers with `no-store`, and a plain-text answer that carries them.
 * @param {Record<string, string>} headers
 */
export function uncachedAnswers(headers) {
  const uncached = { ...headers, "cache-control": "no-store" };
  /** @param {import("fastify").FastifyReply} reply @param {number} status @param {string} message */
  const text = (reply, status, message) =>
    reply.code(status).headers(uncached).type("text/plain; charset=utf-8").send(`${message}\n`);
  return { uncached, text };
}

/**
 * Makes `scope` (a Fastify plugin's instance) take each body as text, and answer a body over
 * `maxBytes` or one it cannot read with 400; anything else is logged as `failure` and 500.
 * @param {import("fastify").FastifyInstance} scope
 * @param {{ maxBytes: number, text: ReturnType<typeof uncachedAnswers>["text"], failure: string }} options
 */
export function readBodiesAsText(scope, { maxBytes, text, failure }) {
  // sendBeacon posts a string as text/plain; whatever the type, the body is read as text.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  scope.setErrorHandler((error, _request, reply) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
      return text(reply, 400, `A beacon may be at most ${maxBytes} bytes.`);
    if (error.statusCode >= 400 && error.statusCode < 500)
      return text(reply, 400, "The beacon could not be read.");
    scope.log.error({ err: error }, failure);
    return text(reply, 500, "The beacon could not be recorded.");
  });
}
