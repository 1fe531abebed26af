import {
  handledLeadDays,
  outboxDays,
  pendingSignUpDays,
  unsubscribedDays,
} from "../../app/content/stored-data.js";

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
  const leads = await db
    .deleteFrom("lead")
    .where("state", "=", "handled")
    .where("handled_at", "<", before(handledLeadDays))
    .executeTakeFirst();
  return {
    pendingSignUps: Number(pending.numDeletedRows),
    unsubscribed: Number(unsubscribed.numDeletedRows),
    mails: Number(mails.numDeletedRows),
    handledLeads: Number(leads.numDeletedRows),
  };
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
