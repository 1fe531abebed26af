import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";

/**
 * Links that open one preview without a login (migration 020's `preview_share`).
 *
 * A link's token is `<share id>.<expiry in seconds since 1970>.<signature>`, the signature an
 * HMAC-SHA256 of the share's id, its preview's id and its expiry, keyed by the site's secret
 * (`site_secret` "preview-share": 32 random bytes made on first use, in the database every
 * instance shares, never in the repository). A token opens its preview only when its form is
 * exact, its signature is the server's, its expiry is the one stored and still ahead, the
 * share is not revoked, and the preview is still kept: a forged, altered, expired or revoked
 * token opens nothing, and says no more than that.
 */

const SECRET_NAME = "preview-share";
const TOKEN = /^([1-9]\d{0,9})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;
/** A share lasts at most this many days, whatever the setting. */
export const MAX_SHARE_DAYS = 90;
export const DEFAULT_SHARE_DAYS = 7;

export class ShareError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The site's signing secret, made once (the first instance to ask makes it for all). */
export async function shareSecret(db) {
  const made = randomBytes(32).toString("base64url");
  await sql`insert into site_secret (name, value) values (${SECRET_NAME}, ${made})
    on conflict (name) do nothing`.execute(db);
  const { rows } = await sql`select value from site_secret where name = ${SECRET_NAME}`.execute(db);
  return Buffer.from(rows[0].value, "base64url");
}

const seconds = (date) => Math.floor(new Date(date).getTime() / 1000);

export function signShare(secret, { shareId, previewId, expiresAt }) {
  return createHmac("sha256", secret)
    .update(`preview-share:v1:${shareId}:${previewId}:${seconds(expiresAt)}`)
    .digest("base64url");
}

export function tokenOf(secret, share) {
  return `${share.shareId}.${seconds(share.expiresAt)}.${signShare(secret, share)}`;
}

/** The parts of a token of the right form, or undefined. */
export function parseToken(token) {
  if (typeof token !== "string" || token.length > 80) return undefined;
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  return { shareId: Number(match[1]), expires: Number(match[2]), signature: match[3] };
}

const shareOf = (row) => ({
  id: row.id,
  previewId: row.preview_id,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  revokedAt: row.revoked_at ? new Date(row.revoked_at) : undefined,
  revokedBy: row.revoked_by ?? undefined,
});

/**
 * The shares of the previews in `db`: `create`, `list`, `revoke` and `open` (a token to the
 * preview id it opens, or undefined). `now()` is the clock (tests move it).
 */
export function createShares(db, { now = () => Date.now() } = {}) {
  let secret;
  const key = async () => {
    secret ??= await shareSecret(db);
    return secret;
  };
  const withToken = async (share) => ({
    ...share,
    token: tokenOf(await key(), {
      shareId: share.id,
      previewId: share.previewId,
      expiresAt: share.expiresAt,
    }),
  });

  return {
    /** A new link to preview `previewId` for `days` days, by `by`. */
    async create({ previewId, by, days = DEFAULT_SHARE_DAYS }) {
      if (!Number.isInteger(days) || days < 1 || days > MAX_SHARE_DAYS)
        throw new ShareError(400, `A link lasts from 1 to ${MAX_SHARE_DAYS} days.`);
      // Whole seconds, as the token carries them.
      const expiresAt = new Date(seconds(now() + days * 86_400_000) * 1000);
      const row = await db
        .insertInto("preview_share")
        .values({
          preview_id: previewId,
          created_by: by,
          created_at: new Date(now()),
          expires_at: expiresAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return withToken(shareOf(row));
    },

    /** The links of one preview, newest first, each with its token and whether it opens. */
    async list(previewId) {
      const rows = await db
        .selectFrom("preview_share")
        .selectAll()
        .where("preview_id", "=", previewId)
        .orderBy("id", "desc")
        .limit(50)
        .execute();
      return Promise.all(
        rows.map(async (row) => {
          const share = await withToken(shareOf(row));
          return { ...share, active: !share.revokedAt && share.expiresAt.getTime() > now() };
        }),
      );
    },

    /** Revokes share `id` of preview `previewId`; the share as it now is, or undefined. */
    async revoke({ id, previewId, by }) {
      const row = await db
        .updateTable("preview_share")
        .set({ revoked_at: new Date(now()), revoked_by: by })
        .where("id", "=", id)
        .where("preview_id", "=", previewId)
        .where("revoked_at", "is", null)
        .returningAll()
        .executeTakeFirst();
      return row ? shareOf(row) : undefined;
    },

    /** The preview id a token opens now, or undefined (forged, expired, revoked, unknown). */
    async open(token) {
      const parts = parseToken(token);
      if (!parts) return undefined;
      const row = await db
        .selectFrom("preview_share")
        .selectAll()
        .where("id", "=", parts.shareId)
        .executeTakeFirst();
      if (!row) return undefined;
      const share = shareOf(row);
      const expected = Buffer.from(
        signShare(await key(), {
          shareId: share.id,
          previewId: share.previewId,
          expiresAt: share.expiresAt,
        }),
      );
      const given = Buffer.from(parts.signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      if (parts.expires !== seconds(share.expiresAt)) return undefined;
      if (share.revokedAt || share.expiresAt.getTime() <= now()) return undefined;
      return share.previewId;
    },
  };
}
