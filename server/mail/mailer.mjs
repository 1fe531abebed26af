import nodemailer from "nodemailer";

/**
 * The site's one way to send mail. With SMTP_URL set (smtp://user:pass@host:587, or
 * smtps://), mail goes through that server with nodemailer; without it, every mail is
 * written to the `mail_outbox` table, where `npm run outbox` shows it, so the whole flow can
 * be followed on one machine and in tests.
 *
 * A message: `{ to, subject, text, headers }` (`headers` such as List-Unsubscribe).
 */
export function createMailer({
  db,
  smtpUrl = process.env.SMTP_URL,
  from = process.env.MAIL_FROM ?? "Flowboard <news@flowboard.example>",
} = {}) {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: "smtp",
      async send({ to, subject, text, headers = {} }) {
        await transport.sendMail({ from, to, subject, text, headers });
      },
      close: () => transport.close(),
    };
  }
  if (!db) throw new Error("A mailer without SMTP_URL needs the database for its outbox.");
  return {
    kind: "outbox",
    async send({ to, subject, text, headers = {} }) {
      await db
        .insertInto("mail_outbox")
        .values({
          recipient: to,
          subject,
          body: text,
          headers: JSON.stringify(headers),
          created_at: new Date(),
        })
        .execute();
    },
    close() {},
  };
}

/**
 * The newest mails in the outbox, newest first, each with the links found in its text.
 * @param {import("kysely").Kysely<any>} db
 * @param {{ limit?: number, to?: string }} [options] `to`: only mails to this address
 */
export async function readOutbox(db, { limit = 10, to } = {}) {
  let query = db
    .selectFrom("mail_outbox")
    .select(["id", "recipient", "subject", "body", "headers", "created_at"])
    .orderBy("id", "desc")
    .limit(limit);
  if (to) query = query.where("recipient", "=", to);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    sentAt: new Date(row.created_at),
    headers: JSON.parse(row.headers),
    text: row.body,
    links: [...row.body.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]),
  }));
}
