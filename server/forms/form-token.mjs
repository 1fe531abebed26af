import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A token per rendered form: when it was rendered and a random nonce, signed with the
 * server's secret. The time gives the minimum fill time (a person takes seconds, a bot
 * milliseconds) without trusting the browser's clock; the nonce makes the form's
 * idempotency key, so the same render posted twice stores one lead.
 */
export function issueToken(secret, now = Date.now()) {
  const body = `${now.toString(36)}.${randomBytes(12).toString("base64url")}`;
  return `${body}.${sign(secret, body)}`;
}

/** `{ issuedAt, nonce }` of a token this server signed, or undefined for anything else. */
export function readToken(secret, token) {
  if (typeof token !== "string" || token.length > 200) return undefined;
  const [issued, nonce, signature, extra] = token.split(".");
  if (!issued || !nonce || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, `${issued}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const issuedAt = Number.parseInt(issued, 36);
  return Number.isFinite(issuedAt) ? { issuedAt, nonce } : undefined;
}

/**
 * The key a lead is stored under: the render's nonce and what was typed. A double click or
 * a retry of the same form is one lead; a second, different message from the same render
 * (the Back button, then an edit) is a second lead, never swallowed as a repeat.
 */
export function idempotencyKey(nonce, lead) {
  const fields = [lead.name, lead.email, lead.company ?? "", lead.phone ?? "", lead.subject];
  return createHash("sha256")
    .update(JSON.stringify([nonce, ...fields, lead.message]))
    .digest("base64url");
}

const sign = (secret, body) => createHmac("sha256", secret).update(body).digest("base64url");
