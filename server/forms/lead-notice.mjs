import { createHmac } from "node:crypto";
import { localeNamed } from "../../app/lib/locales.js";
import { ATTRIBUTION_COLUMNS } from "../db/migrations/010-visit-analytics.mjs";
import { enqueue } from "../mail/outbox.mjs";

/**
 * How the team hears of a new lead, within a minute: a mail to LEADS_NOTIFY_TO and, with
 * LEADS_WEBHOOK_URL set, a JSON post to it (a CRM, a chat tool), both queued in the outbox
 * in the transaction that stores the lead and delivered with retries like any mail.
 *
 * Both carry what the team needs to pick the lead up: who (name, email, company), what
 * about (the subject) and where to read it (the inbox link). The message and the phone
 * number stay in the inbox. /privacy says so (app/content/legal.ts).
 */
export function leadNoticeSettings(env = process.env) {
  return {
    notifyTo: env.LEADS_NOTIFY_TO || undefined,
    webhookUrl: env.LEADS_WEBHOOK_URL || undefined,
    webhookSecret: env.LEADS_WEBHOOK_SECRET || undefined,
  };
}

/** The fields of a lead that leave the site, with the link to it in the team inbox. */
export function leadSummary(lead, { id, receivedAt, origin }) {
  return {
    id: String(id),
    receivedAt: receivedAt.toISOString(),
    name: lead.name,
    email: lead.email,
    company: lead.company || null,
    subject: lead.subject,
    // The language to answer in: the page's the lead was sent from.
    locale: lead.locale ?? "en",
    // Where the visit that sent it came from: entry page, referrer site and UTM fields.
    attribution: Object.fromEntries(
      ATTRIBUTION_COLUMNS.map((column) => [column, lead[column] ?? null]),
    ),
    inboxUrl: `${origin}/admin/leads/${id}`,
  };
}

/** Queues the team's mail and webhook for a lead just stored, on `db` (the lead's transaction). */
export async function queueLeadNotice(db, summary, settings) {
  if (settings.notifyTo)
    await enqueue(db, {
      kind: "mail",
      to: settings.notifyTo,
      subject: `New contact request: ${summary.subject} (${summary.name}${summary.company ? `, ${summary.company}` : ""})`,
      text: [
        `${summary.name} <${summary.email}>${summary.company ? ` of ${summary.company}` : ""} sent a contact request at ${summary.receivedAt}.`,
        "",
        `Subject: ${summary.subject}`,
        `Language: ${localeNamed(summary.locale).name}`,
        "",
        `Read it and answer it in the team inbox: ${summary.inboxUrl}`,
      ].join("\n"),
    });
  if (settings.webhookUrl)
    await enqueue(db, {
      kind: "webhook",
      to: settings.webhookUrl,
      subject: "lead.created",
      text: JSON.stringify({ event: "lead.created", lead: summary }),
    });
}

/**
 * The signature a webhook carries: HMAC-SHA256 with LEADS_WEBHOOK_SECRET over
 * `<timestamp>.<body>`, in hex. The receiver recomputes it, and refuses an old timestamp
 * (a replay).
 */
export const signWebhook = (secret, timestamp, body) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** The worker's webhook transport: a signed POST; anything but a 2xx answer is a failed attempt. */
export function webhookDelivery(secret, { timeoutMs = 10_000, now = Date.now } = {}) {
  return async (row) => {
    const timestamp = String(Math.floor(now() / 1000));
    const headers = {
      "content-type": "application/json",
      "user-agent": "Flowboard-Webhooks/1",
      "x-flowboard-event": row.subject,
      "x-flowboard-delivery": String(row.id),
      "x-flowboard-timestamp": timestamp,
    };
    if (secret)
      headers["x-flowboard-signature"] = `sha256=${signWebhook(secret, timestamp, row.body)}`;
    const response = await fetch(row.recipient, {
      method: "POST",
      headers,
      body: row.body,
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
  };
}
