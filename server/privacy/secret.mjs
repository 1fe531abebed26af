import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";

const secrets = new WeakMap();

/**
 * The key that signs links in mails and hashes erased addresses: SITE_SECRET when set
 * (the same on every server of a deployment), otherwise one made on first use and kept in
 * the database, so links and tombstones survive a restart. Changing it voids every link
 * already mailed and every tombstone, so set it once.
 */
export function serverSecret(db, env = process.env) {
  if (env.SITE_SECRET) return Promise.resolve(Buffer.from(env.SITE_SECRET, "utf8"));
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

async function loadOrCreate(db) {
  const made = randomBytes(32).toString("base64url");
  // Two servers starting at once on one PostgreSQL database agree on the first one stored.
  await sql`insert into server_secret (name, value) values ('signing', ${made}) on conflict (name) do nothing`.execute(
    db,
  );
  const row = await db
    .selectFrom("server_secret")
    .select("value")
    .where("name", "=", "signing")
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, "utf8");
}

/** An address as the site compares it: trimmed and lower-cased. */
export const normalizeEmail = (email) => String(email).trim().toLowerCase();

/** The keyed, one-way fingerprint of an address kept in a tombstone. */
export const emailFingerprint = (secret, email) =>
  createHmac("sha256", secret)
    .update(`erased:${normalizeEmail(email)}`)
    .digest("base64url");

/** A random single-use token for a link, and the hash of it that is stored. */
export function randomToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}
export const hashToken = (token) => createHash("sha256").update(String(token)).digest("base64url");

/**
 * `purpose.payload.signature`: a link's authority without anything stored. `payload` is
 * base64url text; the signature covers the purpose too, so a token made for one use cannot
 * be used for another.
 */
export function signToken(secret, purpose, payload) {
  const body = Buffer.from(payload, "utf8").toString("base64url");
  return `${purpose}.${body}.${sign(secret, `${purpose}.${body}`)}`;
}

/** The payload of a token signed for `purpose`, or undefined when it is not one. */
export function verifyToken(secret, purpose, token) {
  if (typeof token !== "string" || token.length > 1024) return undefined;
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== purpose) return undefined;
  const expected = Buffer.from(sign(secret, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return Buffer.from(parts[1], "base64url").toString("utf8");
}

const sign = (secret, text) => createHmac("sha256", secret).update(text).digest("base64url");
