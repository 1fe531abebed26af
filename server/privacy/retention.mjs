import { sql } from "kysely";
import {
  handledLeadDays,
  outboxDays,
  pendingSignUpDays,
  unsubscribedDays,
} from "../../app/content/stored-data.js";
import { hasLeads } from "./erasure.mjs";

const DAY_MS = 86_400_000;

/**
 * Deletes what the privacy page says the site no longer keeps: sign-ups never confirmed
 * after `pendingSignUpDays`, unsubscribed addresses after `unsubscribedDays`, outbox mails
 * after `outboxDays`, and contact requests `handledLeadDays` after they were handled.
 * Resolves to the number of rows removed from each table.
 */
export async function applyRetention(db, now = new Date()) {
  const before = (days) => new Date(now.getTime() - days * DAY_MS);
  const pending = await db
    .deleteFrom("subscriber")
    .where("state", "=", "pending")
    .where("asked_at", "<", before(pendingSignUpDays))
    .executeTakeFirst();
  const unsubscribed = await db
    .deleteFrom("subscriber")
    .where("state", "=", "unsubscribed")
    .where("unsubscribed_at", "<", before(unsubscribedDays))
    .executeTakeFirst();
  const mails = await db
    .deleteFrom("mail_outbox")
    .where("created_at", "<", before(outboxDays))
    .executeTakeFirst();
  let leads = 0;
  const handledColumn = (await hasLeads(db)) ? await leadHandledColumn(db) : undefined;
  if (handledColumn) {
    const result = await db
      .deleteFrom("lead")
      .where("state", "=", "handled")
      .where(sql.ref(handledColumn), "<", before(handledLeadDays))
      .executeTakeFirst();
    leads = Number(result.numDeletedRows);
  }
  return {
    pendingSignUps: Number(pending.numDeletedRows),
    unsubscribed: Number(unsubscribed.numDeletedRows),
    mails: Number(mails.numDeletedRows),
    handledLeads: leads,
  };
}

/**
 * The lead's time of handling if the table records it, else the time it arrived (a
 * handled lead is never younger than its arrival, so that errs on the side of deleting).
 */
async function leadHandledColumn(db) {
  const { rows } = await sql`select column_name from information_schema.columns
    where table_name = 'lead' and table_schema = current_schema()`.execute(db);
  const names = new Set(rows.map((row) => row.column_name));
  return ["handled_at", "received_at", "created_at"].find((name) => names.has(name));
}

/**
 * Runs `applyRetention` now and then once a day until `stop()`; a failed run is logged and
 * the next day's run tries again.
 */
export function startRetentionJob(db, { log = console, intervalMs = DAY_MS } = {}) {
  let running = Promise.resolve();
  const run = () => {
    running = applyRetention(db).then(
      (removed) => log.info?.({ removed }, "retention: old records deleted"),
      (error) => log.error?.({ err: error }, "retention: run failed"),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
