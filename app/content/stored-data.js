// What the site keeps and for how long, read by the server (plain Node, no build step) and
// by the pages that tell visitors about it (the privacy page shows these very numbers, by
// {{storedData.…}} references). The periods, the consent wording and the legal pages' date
// are in content/legal/stored-data.json; change a period there and the job and the page follow.
import storedData from "../../content/legal/stored-data.json" with { type: "json" };

const { retention, newsletterConsent } = storedData;

/** How long a newsletter confirmation link works, in hours. */
export const confirmationLinkHours = retention.confirmationLinkHours;

/** Days after which a sign-up that was never confirmed is deleted. */
export const pendingSignUpDays = retention.pendingSignUpDays;

/** Days an unsubscribed address is kept (to answer a repeated unsubscribe the same way), then deleted. */
export const unsubscribedDays = retention.unsubscribedDays;

/**
 * Days a contact or demo request is kept after the team has marked it handled. A sales
 * conversation can pause for a quarter or two and pick up again; a year covers that and the
 * yearly budget round, without turning old requests into a mailing list.
 */
export const handledLeadDays = retention.handledLeadDays;

/** Days a mail (or the record that it was sent) is kept in the outbox, then deleted. */
export const outboxDays = retention.outboxDays;

/**
 * Hours the site keeps trying to hand a mail to a mail service that does not take it: the
 * outbox's backoff (server/mail/outbox.mjs: DELIVERY) adds up to this, which outlasts an
 * afternoon's outage of the mail service. A fact of the code, not a choice an editor makes,
 * so it stays here; the privacy page shows it as {{storedData.mailRetryHours}}.
 */
export const mailRetryHours = 2.5;

/**
 * Days a backup of the database is kept before it is deleted (`npm run backup -- --keep=N`
 * with one backup a day, README "Backing up and restoring"). A restore applies every
 * erasure made since again before the site reads the data.
 */
export const backupDays = retention.backupDays;

/**
 * Days the visit analytics keep each page view and goal as it happened (with the visit's
 * entry page, referrer site, campaign, device class, browser and system). After that only
 * the per-day counts remain.
 */
export const analyticsRawDays = retention.analyticsRawDays;

/** Days the visit analytics keep their per-day counts (two years: a year against the last). */
export const analyticsRollupDays = retention.analyticsRollupDays;

/** How long a link to see or erase your data works, in hours. */
export const dataLinkHours = retention.dataLinkHours;

/**
 * Minutes before a second sign-up of the same pending address sends another confirmation
 * mail: the server's throttle, which no page names.
 */
export const resendAfterMinutes = 10;

/**
 * The version of the sign-up consent text below, stored with every sign-up. Change the
 * text, change the version.
 */
export const consentVersion = newsletterConsent.version;

/** What a visitor agrees to by signing up; shown beside every newsletter form. */
export const consentText = newsletterConsent.text;

/** The date the privacy, terms and cookies pages were last changed (ISO). */
export const legalUpdated = storedData.legalUpdated;

/**
 * A number of days as the privacy page says it: whole years as years ("1 year", "2 Jahre"),
 * others as days ("30 days").
 * @param {number} days
 */
export function periodName(days) {
  // A figure, so each language writes it (pipeline/content/validate.ts writtenIn).
  return days % 365 === 0 ? { value: days / 365, unit: "year" } : { value: days, unit: "day" };
}

/**
 * The values content files may name as {{storedData.…}}: the periods, with the ones the code
 * fixes and the ones said in words (registry.ts: factSources).
 * @param {typeof storedData} data
 */
export function storedDataFacts(data) {
  return {
    ...data.retention,
    mailRetryHours,
    handledLeadPeriod: periodName(data.retention.handledLeadDays),
    analyticsRollupPeriod: periodName(data.retention.analyticsRollupDays),
    consentText: data.newsletterConsent.text,
  };
}
