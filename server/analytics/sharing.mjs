import { createHash, randomBytes } from "node:crypto";
import { FILTER_KEYS, readFilters } from "./filters.mjs";

/**
 * Shared read-only dashboard links and analytics API keys (docs/decisions/053). A link's
 * token and a key are 256 random bits, shown once when made; the database keeps only their
 * SHA-256 (migration 022), looked up by it. Revoking keeps the row, so a revoked link
 * answers 410 and the list says who revoked what and when.
 */

/** The scopes a key may hold: the dashboard's figures (JSON and CSV), and the live view. */
export const API_SCOPES = Object.freeze({
  "analytics:read": "The dashboard's figures, with filters (JSON and CSV)",
  "analytics:live": "The last 30 minutes (the Now view)",
});
export const KEY_PREFIX = "fbk_";
/** A token as made here: 32 random bytes, base64url, no padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const KEY = /^fbk_[A-Za-z0-9_-]{43}$/;
export const MAX_LABEL_LENGTH = 100;
/** How many live links and keys the team may hold at once. */
export const MAX_LIVE = 100;

export const hashSecret = (secret) => createHash("sha256").update(secret).digest("hex");
const newSecret = () => randomBytes(32).toString("base64url");
export const isShareToken = (text) => typeof text === "string" && TOKEN.test(text);
export const isApiKey = (text) => typeof text === "string" && KEY.test(text);

export class SharingError extends Error {}

/** A label an admin typed: trimmed text, 1-100 characters, no control character. */
export function readLabel(label) {
  if (typeof label !== "string" || !label.trim())
    throw new SharingError("Name it, so the team knows whom it was made for.");
  const text = label.trim();
  if (text.length > MAX_LABEL_LENGTH)
    throw new SharingError(`A name is at most ${MAX_LABEL_LENGTH} characters.`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f]/.test(text))
    throw new SharingError("A name holds no control character.");
  return text;
}

/** The filters of a form or query (only the filters' keys are read), as readFilters does. */
export function readShareFilters(fields = {}) {
  const only = Object.fromEntries(
    FILTER_KEYS.filter((key) => Object.hasOwn(fields, key) && fields[key] !== "").map((key) => [
      key,
      fields[key],
    ]),
  );
  const read = readFilters(only);
  if ("error" in read) throw new SharingError(read.error);
  return read.filters;
}

async function countLive(db, table) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .where("revoked_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new link: resolves to `{ id, token }`; the token is not kept. */
export async function createShare(db, { label, filters = [], by }) {
  const name = readLabel(label);
  if ((await countLive(db, "analytics_share")) >= MAX_LIVE)
    throw new SharingError(`The team holds ${MAX_LIVE} live links: revoke one first.`);
  const token = newSecret();
  const row = await db
    .insertInto("analytics_share")
    .values({
      token_hash: hashSecret(token),
      label: name,
      filters: JSON.stringify(filters),
      created_by: by,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), token };
}

const filtersOf = (value) => (typeof value === "string" ? JSON.parse(value) : value);

/** The link of a token: `{ id, label, filters }`, `{ revoked: true }`, or undefined. */
export async function findShare(db, token) {
  if (!isShareToken(token)) return undefined;
  const row = await db
    .selectFrom("analytics_share")
    .select(["id", "label", "filters", "revoked_at"])
    .where("token_hash", "=", hashSecret(token))
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.revoked_at) return { revoked: true };
  return { id: Number(row.id), label: row.label, filters: filtersOf(row.filters) };
}

export async function listShares(db) {
  const rows = await db
    .selectFrom("analytics_share")
    .select(["id", "label", "filters", "created_at", "created_by", "revoked_at", "revoked_by"])
    .orderBy("id", "desc")
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), filters: filtersOf(row.filters) }));
}

/** Revokes a live row of `table` by id: resolves to its label, or undefined if none is live. */
async function revoke(db, table, id, by) {
  const number = Number(id);
  if (!Number.isSafeInteger(number) || number < 1) return undefined;
  const row = await db
    .updateTable(table)
    .set({ revoked_at: new Date(), revoked_by: by })
    .where("id", "=", number)
    .where("revoked_at", "is", null)
    .returning("label")
    .executeTakeFirst();
  return row?.label;
}
export const revokeShare = (db, id, by) => revoke(db, "analytics_share", id, by);
export const revokeKey = (db, id, by) => revoke(db, "analytics_api_key", id, by);

/** The scopes a form asked for (a string or several): known ones only, at least one. */
export function readScopes(scopes) {
  const list = (Array.isArray(scopes) ? scopes : [scopes]).filter((scope) => scope !== undefined);
  if (list.length === 0) throw new SharingError("Give the key at least one scope.");
  for (const scope of list)
    if (typeof scope !== "string" || !Object.hasOwn(API_SCOPES, scope))
      throw new SharingError(`A scope is one of: ${Object.keys(API_SCOPES).join(", ")}.`);
  return [...new Set(list)];
}

/** A new key: resolves to `{ id, key }`; the key is not kept. */
export async function createKey(db, { label, scopes, by }) {
  const name = readLabel(label);
  const granted = readScopes(scopes);
  if ((await countLive(db, "analytics_api_key")) >= MAX_LIVE)
    throw new SharingError(`The team holds ${MAX_LIVE} live keys: revoke one first.`);
  const key = `${KEY_PREFIX}${newSecret()}`;
  const row = await db
    .insertInto("analytics_api_key")
    .values({
      key_hash: hashSecret(key),
      prefix: key.slice(0, KEY_PREFIX.length + 6),
      label: name,
      scopes: `,${granted.join(",")},`,
      created_by: by,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), key };
}

const scopesOf = (text) => text.split(",").filter(Boolean);

/** The live key `key` is: `{ id, scopes }`, `{ revoked: true }` or undefined; notes its use. */
export async function findKey(db, key, now = new Date()) {
  if (!isApiKey(key)) return undefined;
  const row = await db
    .selectFrom("analytics_api_key")
    .select(["id", "scopes", "revoked_at"])
    .where("key_hash", "=", hashSecret(key))
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.revoked_at) return { revoked: true };
  await db
    .updateTable("analytics_api_key")
    .set({ last_used_at: now })
    .where("id", "=", row.id)
    .execute();
  return { id: Number(row.id), scopes: scopesOf(row.scopes) };
}

export async function listKeys(db) {
  const rows = await db
    .selectFrom("analytics_api_key")
    .select([
      "id",
      "prefix",
      "label",
      "scopes",
      "created_at",
      "created_by",
      "last_used_at",
      "revoked_at",
      "revoked_by",
    ])
    .orderBy("id", "desc")
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), scopes: scopesOf(row.scopes) }));
}
