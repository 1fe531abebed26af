import {
  analyticsRawDays,
  analyticsRollupDays,
  handledLeadDays,
  outboxDays,
  pendingSignUpDays,
  unsubscribedDays,
} from "../../app/content/stored-data.js";
import { claimPeriod } from "../db/once-per-period.mjs";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes what the privacy page says the site no longer keeps: sign-ups never confirmed
 * after `pendingSignUpDays`, unsubscribed addresses after `unsubscribedDays`, outbox mails
 * after `outboxDays`, contact requests `handledLeadDays` after they were handled, and the
 * visit analytics' daily hashes after their day, raw events after `analyticsRawDays` and
 * per-day counts after `analyticsRollupDays` (the last two overridable for a deployment).
 * Resolves to the number of rows removed from each table.
 */
export async function applyRetention(
  db,
  now = new Date(),
  { rawDays = analyticsRawDays, rollupDays = analyticsRollupDays } = {},
) {
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
  const leads = await db
    .deleteFrom("lead")
    .where("state", "=", "handled")
    .where("handled_at", "<", before(handledLeadDays))
    .executeTakeFirst();
  // Visit analytics: each visitor's daily hash is forgotten once its day is over (the
  // day's secret is gone too), raw events after `rawDays`, per-day counts after `rollupDays`.
  const today = new Date(now.toISOString().slice(0, 10));
  await db
    .updateTable("analytics_visit")
    .set({ visitor_hash: null })
    .where("visitor_hash", "is not", null)
    .where("day", "<", today)
    .execute();
  const rawBefore = new Date(today.getTime() - (rawDays - 1) * DAY_MS);
  let rawEvents = 0;
  for (const [table, column] of [
    ["analytics_pageview", "at"],
    ["analytics_goal", "at"],
    ["analytics_visit", "started_at"],
  ]) {
    const removed = await db.deleteFrom(table).where(column, "<", rawBefore).executeTakeFirst();
    rawEvents += Number(removed.numDeletedRows);
  }
  const rollups = await db
    .deleteFrom("analytics_daily")
    .where("day", "<", new Date(today.getTime() - (rollupDays - 1) * DAY_MS))
    .executeTakeFirst();
  return {
    analyticsRawEvents: rawEvents,
    analyticsRollups: Number(rollups.numDeletedRows),
    pendingSignUps: Number(pending.numDeletedRows),
    unsubscribed: Number(unsubscribed.numDeletedRows),
    mails: Number(mails.numDeletedRows),
    handledLeads: Number(leads.numDeletedRows),
  };
}

/**
 * Runs `applyRetention` once a day across every instance on the database: each instance
 * looks every `checkEveryMs` (an hour), and the first to claim the day runs it
 * (server/db/once-per-period.mjs). A failed run is logged; the next day's tries again.
 * `stop()` waits for a run in progress.
 */
export function startRetentionJob(
  db,
  { log = console, periodMs = DAY_MS, checkEveryMs = HOUR_MS, now = () => new Date() } = {},
) {
  let running = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        if (!(await claimPeriod(db, "retention", { periodMs, now: now() }))) return;
        const removed = await applyRetention(db, now());
        log.info?.({ removed }, "retention: old records deleted");
      } catch (error) {
        log.error?.({ err: error }, "retention: run failed");
      }
    });
  };
  run();
  const timer = setInterval(run, checkEveryMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
