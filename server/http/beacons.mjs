import { isbot } from "isbot";
import { refuseCrossSite } from "./guards.mjs";

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

/**
 * The visitor asked not to be measured (Global Privacy Control, Do Not Track), or is a bot:
 * nothing of its request is kept.
 * @param {import("fastify").FastifyRequest} request
 */
export const notMeasured = (request) =>
  request.headers["sec-gpc"] === "1" ||
  request.headers.dnt === "1" ||
  isBotAgent(String(request.headers["user-agent"] ?? ""));

/** isbot's verdict, remembered for the last 1,000 agents (its pattern is long). */
function isBotAgent(agent) {
  let verdict = botVerdicts.get(agent);
  if (verdict === undefined) {
    verdict = isbot(agent);
    if (botVerdicts.size >= 1000) botVerdicts.delete(botVerdicts.keys().next().value);
    botVerdicts.set(agent, verdict);
  }
  return verdict;
}
const botVerdicts = new Map();

/**
 * The checks every beacon passes before its body is read, in order: same site (403), being
 * recorded at all (503), a visitor who asked not to be measured (204, nothing kept), the
 * address's rate (429 with Retry-After), a body (400). Resolves to true when it has
 * answered, false when the beacon may be read.
 * @param {import("fastify").FastifyRequest} request
 * @param {import("fastify").FastifyReply} reply
 * @param {{ text: ReturnType<typeof uncachedAnswers>["text"], notRecording?: string,
 *   limiter: { hit(key: string): Promise<{ allowed: boolean, retryAfterSeconds: number }> },
 *   addressKey: (request: import("fastify").FastifyRequest) => Promise<string> }} gate
 */
export async function refuseBeacon(request, reply, { text, notRecording, limiter, addressKey }) {
  // A Fastify reply is thenable, so this answers true rather than resolving to the reply.
  const refused = refuseCrossSite(request);
  if (refused) text(reply, 403, refused);
  else if (notRecording) text(reply, 503, notRecording);
  else if (notMeasured(request)) reply.code(204).send();
  else {
    const { allowed, retryAfterSeconds } = await limiter.hit(await addressKey(request));
    if (!allowed) {
      reply.header("retry-after", String(retryAfterSeconds));
      text(reply, 429, "Too many beacons from this address; try again in a minute.");
    } else if (typeof request.body !== "string" || request.body.length === 0)
      text(reply, 400, "The beacon is empty.");
    else return false;
  }
  return true;
}
