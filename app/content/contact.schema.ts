import { z } from "zod";
import { timeOfDay } from "../lib/format-event.ts";
import { pageMetaSchema } from "./page-pieces.ts";
import { headline } from "./rules.ts";
import { ctaSchema, text } from "./schemas.ts";

const label = text.max(40);

const time = z
  .string()
  .regex(timeOfDay, "write a time of day on a 24-hour clock, such as 09:00")
  .meta({ description: "24-hour clock, such as 09:00, in the time zone of the page's readers" });

/**
 * A span of days of the support hours: when the team opens and closes, in the zone the page's
 * readers keep (each language types its own team's hours), or the word for closed. The page
 * writes the hours and names the zone through Intl (app/lib/format-event.ts), never typed.
 */
const supportHoursRow = z
  .object({
    days: text.max(20),
    opens: time.optional(),
    closes: time.optional(),
    closed: text.max(20).optional(),
  })
  .strict()
  .superRefine((row, context) => {
    const open = row.opens !== undefined || row.closes !== undefined;
    if (open && row.closed !== undefined)
      context.addIssue({
        code: "custom",
        path: ["closed"],
        message: "a day is either open (opens and closes) or closed, not both",
      });
    else if (!open && row.closed === undefined)
      context.addIssue({
        code: "custom",
        path: ["opens"],
        message: "give the hours (opens and closes) or the word for closed",
      });
    else if (open && (row.opens === undefined || row.closes === undefined))
      context.addIssue({
        code: "custom",
        path: [row.opens === undefined ? "opens" : "closes"],
        message: "an open day needs both the opening and the closing time",
      });
    else if (
      open &&
      (row.opens as string).padStart(5, "0") >= (row.closes as string).padStart(5, "0")
    )
      context.addIssue({
        code: "custom",
        path: ["closes"],
        message: `closes at ${row.closes}, not after it opens at ${row.opens}`,
      });
  });

/** content/pages/contact.json: the contact page, its form's labels and the support hours. */
export const contactSchema = z
  .object({
    meta: pageMetaSchema,
    intro: z
      .object({ eyebrow: text.max(60), title: headline("hero"), lead: text.max(260) })
      .strict(),
    form: z
      .object({
        heading: headline("section"),
        lead: text.max(200),
        fields: z
          .object({
            name: label,
            // The Japanese form asks for the name in two parts, family name first
            // (contact-fields.js, `nameFieldsIn`); every language names both.
            familyName: label,
            givenName: label,
            email: label,
            company: label,
            phone: label,
            subject: label,
            message: label,
          })
          .strict(),
        requiredNote: text.max(20),
        optionalNote: text.max(20),
        submit: text.max(30),
        sending: text.max(30),
        honeypot: text.max(60).meta({
          title: "Label of the hidden field for robots",
          description:
            "Read only by screen readers that reach the field spam robots fill in; people never see it",
        }),
        thanks: headline("card"),
        thanksDetail: text.max(300),
      })
      .strict(),
    details: z
      .object({
        heading: headline("section"),
        hoursHeading: headline("card"),
        hoursNote: text.max(200),
        docsLink: ctaSchema.extend({ label: text.max(30) }).strict(),
      })
      .strict(),
    supportHours: z.array(supportHoursRow).min(1).max(7),
  })
  .strict();

export type ContactContent = z.output<typeof contactSchema>;
