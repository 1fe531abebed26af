// What the site keeps and for how long, written once for the server (plain Node, no build
// step) and for the pages that tell visitors about it (the privacy page reads these very
// numbers). Change a period here and both follow.

/** How long a newsletter confirmation link works, in hours. */
export const confirmationLinkHours = 48;

/** Days after which a sign-up that was never confirmed is deleted. */
export const pendingSignUpDays = 7;

/** Days an unsubscribed address is kept (to answer a repeated unsubscribe the same way), then deleted. */
export const unsubscribedDays = 30;

/**
 * Days a contact or demo request is kept after the team has marked it handled. A sales
 * conversation can pause for a quarter or two and pick up again; a year covers that and the
 * yearly budget round, without turning old requests into a mailing list.
 */
export const handledLeadDays = 365;

/** Days a mail (or the record that it was sent) is kept in the outbox, then deleted. */
export const outboxDays = 7;

/**
 * Hours the site keeps trying to hand a mail to a mail service that does not take it: the
 * outbox's backoff (server/mail/outbox.mjs: DELIVERY) adds up to this, which outlasts an
 * afternoon's outage of the mail service.
 */
export const mailRetryHours = 2.5;

/** How long a link to see or erase your data works, in hours. */
export const dataLinkHours = 24;

/** Minutes before a second sign-up of the same pending address sends another confirmation mail. */
export const resendAfterMinutes = 10;

/**
 * The version of the sign-up consent text below, stored with every sign-up. Change the
 * text, change the version.
 */
export const consentVersion = "2026-11-24";

/** What a visitor agrees to by signing up; shown beside every newsletter form. */
export const consentText =
  "We send product news about once a month. We keep your address until you unsubscribe; every mail has a one-click unsubscribe link.";

/** The date the privacy, terms and cookies pages were last changed (ISO). */
export const legalUpdated = "2026-11-26";

/**
 * Days the visit analytics keep each page view and goal as it happened (with the visit's
 * entry page, referrer site, campaign, device class, browser and system). After that only
 * the per-day counts remain.
 */
export const analyticsRawDays = 30;

/** Days the visit analytics keep their per-day counts (two years: a year against the last). */
export const analyticsRollupDays = 730;
