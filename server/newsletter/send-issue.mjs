import { newsletterMail } from "./messages.mjs";
import { confirmedSubscribers, unsubscribeToken } from "./subscriptions.mjs";

/**
 * Sends one issue of the newsletter to every confirmed subscriber, each mail with that
 * subscriber's own one-click unsubscribe link (headers and text). Resolves to the count sent.
 */
export async function sendIssue({ db, mailer, origin, subject, text }) {
  let sent = 0;
  for (const subscriber of await confirmedSubscribers(db)) {
    await mailer.send(
      newsletterMail({
        origin,
        to: subscriber.email,
        subject,
        text,
        unsubscribeToken: await unsubscribeToken(db, subscriber.id),
      }),
    );
    sent += 1;
  }
  return sent;
}
