import nodemailer from "nodemailer";
import { enqueue } from "./outbox.mjs";

export { readOutbox } from "./outbox.mjs";

/**
 * The site's one way to send mail: `send(message, db)` writes it to the outbox, on `db`
 * when given (the transaction of the change that causes it), and the delivery worker
 * (server/mail/outbox.mjs) sends it from there. With SMTP_URL set (smtp://user:pass@host:587,
 * or smtps://) the worker hands each mail to that server with nodemailer, retrying while it
 * is down; without it mail waits in the outbox, where `npm run outbox` shows it, so the whole
 * flow can be followed on one machine and in tests.
 *
 * A message: `{ to, subject, text, headers }` (`headers` such as List-Unsubscribe).
 * `deliver` is the worker's mail transport, or undefined without SMTP_URL.
 */
export function createMailer({
  db,
  smtpUrl = process.env.SMTP_URL,
  from = process.env.MAIL_FROM ?? "Flowboard <news@flowboard.example>",
} = {}) {
  if (!db) throw new Error("The mailer needs the database for its outbox.");
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl, {
        // A mail server that does not answer is a failed attempt, retried later.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined;
  return {
    kind: transport ? "smtp" : "outbox",
    async send({ to, subject, text, headers = {} }, executor = db) {
      await enqueue(executor, { kind: "mail", to, subject, text, headers });
    },
    deliver: transport
      ? async (row) => {
          await transport.sendMail({
            from,
            to: row.recipient,
            subject: row.subject,
            text: row.body,
            headers: row.headers,
            // The same id on every attempt: a receiver that got a mail whose acknowledgement
            // was lost (an instance killed right after) can tell the retry is the same mail.
            messageId: `<outbox-${row.id}@flowboard.example>`,
          });
        }
      : undefined,
    close: () => transport?.close(),
  };
}
