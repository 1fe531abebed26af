import { z } from "zod";
import { text } from "./schemas.ts";

const hours = (most: number) =>
  z
    .number("must be a number of hours")
    .int("must be a whole number of hours")
    .min(1, "must be at least 1 hour")
    .max(most, `must be at most ${most} hours: a link that works longer is a risk if a mail leaks`);
const days = z
  .number("must be a number of days")
  .int("must be a whole number of days")
  .min(1, "must be at least 1 day")
  .max(3650, "must be at most 3650 days (ten years)");

/**
 * content/legal/stored-data.json: how long the site keeps each thing, the newsletter's
 * consent wording and the legal pages' date. The server's retention job reads it as it
 * stands, so it holds plain values, never {{references}}.
 */
export const storedDataSchema = z
  .object({
    retention: z
      .object({
        confirmationLinkHours: hours(168).meta({
          title: "Newsletter confirmation link works for (hours)",
          description: "How long a newsletter confirmation link works",
        }),
        pendingSignUpDays: days.meta({
          title: "Unconfirmed sign-ups kept for (days)",
          description: "Days before an unconfirmed sign-up is deleted",
        }),
        unsubscribedDays: days.meta({
          title: "Unsubscribed addresses kept for (days)",
          description: "Days an unsubscribed address is kept, then deleted",
        }),
        handledLeadDays: days.meta({
          title: "Answered contact requests kept for (days)",
          description: "Days a contact request is kept after it was answered",
        }),
        outboxDays: days.meta({
          title: "Sent mails' records kept for (days)",
          description: "Days a sent mail's record is kept",
        }),
        dataLinkHours: hours(72).meta({
          title: "See-or-erase link works for (hours)",
          description: "How long a link to see or erase your data works",
        }),
        analyticsRawDays: days.meta({
          title: "Page views kept one by one for (days)",
          description:
            "Days each page view and goal is kept as it happened; then only daily counts remain",
        }),
        analyticsRollupDays: days.meta({
          title: "Daily visit counts kept for (days)",
          description: "Days the visit counting keeps its daily counts",
        }),
        backupDays: days.meta({
          title: "Database backups kept for (days)",
          description:
            "Days a backup of the database is kept (match the schedule's --keep=N, one a day)",
        }),
      })
      .strict(),
    newsletterConsent: z
      .object({
        text: text.max(300).describe("What a visitor agrees to, beside every sign-up form"),
        version: z.iso
          .date("must be a date such as 2026-11-24")
          .describe("Change it whenever the text changes: every sign-up records it"),
      })
      .strict(),
    legalUpdated: z.iso.date("must be a date such as 2026-11-26").meta({
      title: "Legal pages last changed on",
      description: "When the privacy, terms and cookies pages last changed",
    }),
  })
  .strict();

export type StoredDataContent = z.output<typeof storedDataSchema>;
