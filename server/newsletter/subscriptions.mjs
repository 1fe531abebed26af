import {
  confirmationLinkHours,
  consentVersion,
  resendAfterMinutes,
} from "../../app/content/stored-data.js";
import { ATTRIBUTION_COLUMNS } from "../db/migrations/010-visit-analytics.mjs";
import { isErased } from "../privacy/erasure.mjs";
import {
  hashToken,
  normalizeEmail,
  randomToken,
  serverSecret,
  signToken,
  verifyToken,
} from "../privacy/secret.mjs";

const HOUR_MS = 3_600_000;

/**
 * A sign-up for `email`. Resolves to `{ token, subscriberId }` when a confirmation mail
 * must go out now, or undefined when nothing is to be sent: the address is confirmed
 * already, a mail went out less than `resendAfterMinutes` ago, or the address was erased.
 * The caller answers every case the same way, so nobody can probe who subscribed.
 */
export async function signUp(db, email, now = new Date(), attribution = {}) {
  const address = normalizeEmail(email);
  if (await isErased(db, address)) return undefined;
  const { token, hash } = randomToken();
  const expires = new Date(now.getTime() + confirmationLinkHours * HOUR_MS);
  const fresh = {
    state: "pending",
    consent_version: consentVersion,
    asked_at: now,
    confirmed_at: null,
    unsubscribed_at: null,
    token_hash: hash,
    token_expires_at: expires,
    last_mailed_at: now,
    // The first touch of the visit that signed up (server/analytics), when it had one.
    ...Object.fromEntries(
      ATTRIBUTION_COLUMNS.map((column) => [column, attribution[column] ?? null]),
    ),
  };
  const inserted = await db
    .insertInto("subscriber")
    .values({ email: address, ...fresh })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { token, subscriberId: inserted.id };
  // Known already: one statement decides, so two sign-ups at once send one mail.
  const resendBefore = new Date(now.getTime() - resendAfterMinutes * 60_000);
  const renewed = await db
    .updateTable("subscriber")
    .set(fresh)
    .where("email", "=", address)
    .where((where) =>
      where.or([
        where("state", "=", "unsubscribed"),
        where.and([where("state", "=", "pending"), where("last_mailed_at", "<", resendBefore)]),
      ]),
    )
    .returning("id")
    .executeTakeFirst();
  return renewed ? { token, subscriberId: renewed.id } : undefined;
}

/**
 * Confirms the pending sign-up whose link carried `token`, once, before it expires.
 * Resolves to true when it did; false for an unknown, used or expired token.
 */
export async function confirm(db, token, now = new Date()) {
  if (typeof token !== "string" || token.length === 0 || token.length > 200) return false;
  const confirmed = await db
    .updateTable("subscriber")
    .set({ state: "confirmed", confirmed_at: now, token_hash: null, token_expires_at: null })
    .where("token_hash", "=", hashToken(token))
    .where("state", "=", "pending")
    .where("token_expires_at", ">", now)
    .returning("id")
    .executeTakeFirst();
  return confirmed !== undefined;
}

/** The token of a subscriber's unsubscribe links (signed, so nothing is stored for it). */
export async function unsubscribeToken(db, subscriberId) {
  return unsubscribeTokenWith(await serverSecret(db), subscriberId);
}

/** The same, with the secret already read. */
export const unsubscribeTokenWith = (secret, subscriberId) =>
  signToken(secret, "unsubscribe", String(subscriberId));

/** The subscriber an unsubscribe token names, or undefined when it is not a valid one. */
export async function subscriberOfToken(db, token) {
  const id = verifyToken(await serverSecret(db), "unsubscribe", token);
  return id && /^\d{1,12}$/.test(id) ? Number(id) : undefined;
}

/** Unsubscribes for good: the state changes and the pending token (if any) is void. */
export async function unsubscribe(db, subscriberId, now = new Date()) {
  await db
    .updateTable("subscriber")
    .set({ state: "unsubscribed", unsubscribed_at: now, token_hash: null, token_expires_at: null })
    .where("id", "=", subscriberId)
    .where("state", "<>", "unsubscribed")
    .execute();
}

/** Confirmed addresses, for sending an issue of the newsletter. */
export async function confirmedSubscribers(db) {
  return db
    .selectFrom("subscriber")
    .select(["id", "email"])
    .where("state", "=", "confirmed")
    .orderBy("id")
    .execute();
}
