import { sql } from "kysely";

/**
 * The outbox: every mail and webhook the site sends is first a row of `mail_outbox`,
 * written with `enqueue` in the transaction of the change that causes it, so a change
 * cannot be stored without its mail, nor a mail sent for a change that was rolled back.
 * A worker on each instance (`createDeliveryWorker`) then delivers the rows:
 * - a row is claimed with `FOR UPDATE SKIP LOCKED` and a lease, so one instance delivers
 *   it, and a row whose instance died mid-delivery is claimed again once the lease ends;
 * - a failed delivery waits (1 s, 2 s, 4 s ... at most 15 minutes) and is tried again, up
 *   to `maxAttempts` (mailRetryHours in all, as /privacy says); then the row is marked
 *   failed with its last error;
 * - a sent mail's text is dropped (the mail service has it; the site keeps no copy), and
 *   its recipient and subject stay for `npm run outbox` until the retention job.
 */

export const DELIVERY = {
  /** Tries before a row is marked failed: mailRetryHours of backoff in all (outbox.test.mjs). */
  maxAttempts: 20,
  /** How long an instance holds a claimed row; past it, another may deliver the row. */
  leaseMs: 60_000,
  /** How often an idle worker looks for due rows. */
  pollMs: 1_000,
  firstRetryMs: 1_000,
  maxRetryMs: 15 * 60_000,
};

/** The wait after the `attempts`-th failure: doubling from `firstRetryMs`, capped. */
export const retryDelay = (attempts, limits = DELIVERY) =>
  Math.min(limits.firstRetryMs * 2 ** (attempts - 1), limits.maxRetryMs);

/**
 * Adds a delivery to the outbox, on `db` (a transaction, to tie it to a change).
 * `{ kind: "mail", to, subject, text, headers }` or `{ kind: "webhook", to: url, subject: event, text: json }`.
 */
export async function enqueue(db, { kind = "mail", to, subject, text, headers = {} }) {
  await db
    .insertInto("mail_outbox")
    .values({
      kind,
      recipient: to,
      subject,
      body: text,
      headers: JSON.stringify(headers),
      created_at: new Date(),
    })
    .execute();
}

/** Claims the oldest due row of one of `kinds` for `leaseMs`, counting the attempt; or undefined. */
export async function claimNext(db, kinds, leaseMs = DELIVERY.leaseMs) {
  const { rows } = await sql`
    update mail_outbox set
      claimed_until = now() + ${`${leaseMs} milliseconds`}::interval,
      attempts = attempts + 1
    where id = (
      select id from mail_outbox
      where state = 'waiting' and kind in (${sql.join(kinds)})
        and next_attempt_at <= now()
        and (claimed_until is null or claimed_until < now())
      order by id
      for update skip locked
      limit 1
    )
    returning id, kind, recipient, subject, body, headers, attempts`.execute(db);
  const row = rows[0];
  return row && { ...row, headers: JSON.parse(row.headers) };
}

/** A delivered row: sent, its text dropped. */
export async function markSent(db, id) {
  await sql`update mail_outbox set state = 'sent', sent_at = now(), claimed_until = null,
    body = '', headers = '{}', last_error = null where id = ${id}`.execute(db);
}

/** A failed attempt: retried after its backoff, or failed for good once attempts run out. */
export async function markAttemptFailed(db, row, error, limits = DELIVERY) {
  const message = String(error?.message ?? error).slice(0, 500);
  if (row.attempts >= limits.maxAttempts) {
    await sql`update mail_outbox set state = 'failed', claimed_until = null, last_error = ${message}
      where id = ${row.id}`.execute(db);
    return;
  }
  const wait = `${retryDelay(row.attempts, limits)} milliseconds`;
  await sql`update mail_outbox set claimed_until = null, last_error = ${message},
    next_attempt_at = now() + ${wait}::interval where id = ${row.id}`.execute(db);
}

/**
 * Delivers due rows while the instance runs. `deliver`: a function per kind it can send
 * (`{ mail?, webhook? }`, each `async (row) => void`, throwing on failure); kinds without one
 * wait in the outbox (no SMTP_URL: mail stays readable there, as on a developer's machine).
 * `stop()` stops claiming and resolves once the delivery in flight has ended.
 */
export function createDeliveryWorker({ db, deliver, log, limits = DELIVERY }) {
  const settings = { ...DELIVERY, ...limits };
  const kinds = Object.keys(deliver).filter((kind) => deliver[kind]);
  let running = false;
  let wake = () => {};
  let loop = Promise.resolve();

  async function deliverOne() {
    if (kinds.length === 0) return false;
    const row = await claimNext(db, kinds, settings.leaseMs);
    if (!row) return false;
    try {
      await deliver[row.kind](row);
      await markSent(db, row.id);
    } catch (error) {
      log?.warn(
        { outboxId: row.id, kind: row.kind, attempt: row.attempts, err: error.message },
        "delivery failed; it will be retried",
      );
      await markAttemptFailed(db, row, error, settings);
    }
    return true;
  }

  async function run() {
    while (running) {
      let busy = false;
      try {
        busy = await deliverOne();
      } catch (error) {
        // The database itself failed (a restart, a lost connection): wait and try again.
        log?.error({ err: error }, "the outbox could not be read");
      }
      if (!busy && running)
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, settings.pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
  }

  return {
    start() {
      if (running || kinds.length === 0) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      wake();
      await loop;
    },
    /** Delivers what is due now, then resolves with how many rows it handled (tests, CLIs). */
    async drain() {
      let handled = 0;
      while (await deliverOne()) handled += 1;
      return handled;
    },
  };
}

/**
 * The newest rows of the outbox, newest first: each mail's state, attempts and last error,
 * and, while it waits, its text and the links in it.
 * @param {import("kysely").Kysely<any>} db
 * @param {{ limit?: number, to?: string }} [options] `to`: only rows to this address or URL
 */
export async function readOutbox(db, { limit = 10, to } = {}) {
  let query = db
    .selectFrom("mail_outbox")
    .select([
      "id",
      "kind",
      "recipient",
      "subject",
      "body",
      "headers",
      "created_at",
      "state",
      "attempts",
      "last_error",
      "next_attempt_at",
      "sent_at",
    ])
    .orderBy("id", "desc")
    .limit(limit);
  if (to) query = query.where("recipient", "=", to);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    queuedAt: new Date(row.created_at),
    state: row.state,
    attempts: row.attempts,
    lastError: row.last_error ?? undefined,
    nextAttemptAt: new Date(row.next_attempt_at),
    sentAt: row.sent_at ? new Date(row.sent_at) : undefined,
    headers: JSON.parse(row.headers),
    text: row.body,
    links: [...row.body.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]),
  }));
}

/** A row of the outbox as `npm run outbox` prints it: its state first, then what and to whom. */
export function describeDelivery(row, { smtp = Boolean(process.env.SMTP_URL) } = {}) {
  const tries = `${row.attempts} attempt${row.attempts === 1 ? "" : "s"}`;
  const state =
    row.state === "sent"
      ? `sent ${row.sentAt?.toISOString()} after ${tries}`
      : row.state === "failed"
        ? `failed after ${tries}: ${row.lastError}`
        : row.attempts > 0
          ? `waiting: ${tries} so far, next at ${row.nextAttemptAt.toISOString()}, last error: ${row.lastError}`
          : row.kind === "mail" && !smtp
            ? "waiting (no SMTP_URL is set, so mail is kept here)"
            : "waiting";
  return [
    `#${row.id} ${row.kind} to ${row.recipient}, queued ${row.queuedAt.toISOString()}`,
    `  ${state}`,
    `  ${row.subject}`,
    ...row.links.map((link) => `  ${link}`),
  ].join("\n");
}
