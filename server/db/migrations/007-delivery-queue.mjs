import { sql } from "kysely";

/**
 * The outbox becomes a queue every instance works from (server/mail/outbox.mjs): each row a
 * mail or a signed webhook, written in the transaction of the change that causes it, and
 * delivered by whichever instance claims it first.
 * - `kind`: "mail" (recipient an address) or "webhook" (recipient a URL, body its JSON);
 * - `state`: "waiting", "sent" or "failed" (attempts used up), with `attempts`,
 *   `last_error` and `next_attempt_at` (the backoff) for the retries;
 * - `claimed_until`: an instance's lease on a row while it delivers it, so a row whose
 *   instance died is taken up again once the lease runs out.
 * Mails already in the outbox were kept there for want of a mail server, and wait as before.
 */
export const deliveryQueueMigration = {
  async up(db) {
    await db.schema
      .alterTable("mail_outbox")
      .addColumn("kind", "text", (column) =>
        column.notNull().defaultTo("mail").check(sql`kind in ('mail', 'webhook')`),
      )
      .addColumn("state", "text", (column) =>
        column.notNull().defaultTo("waiting").check(sql`state in ('waiting', 'sent', 'failed')`),
      )
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("last_error", "text")
      .addColumn("next_attempt_at", "timestamptz", (column) =>
        column.notNull().defaultTo(sql`now()`),
      )
      .addColumn("claimed_until", "timestamptz")
      .addColumn("sent_at", "timestamptz")
      .execute();
    await db.schema
      .createIndex("mail_outbox_due")
      .on("mail_outbox")
      .columns(["state", "next_attempt_at"])
      .execute();
  },
};
