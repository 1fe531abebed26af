import { z } from "zod";
import { headline } from "./rules.ts";
import { noticeSchema, text } from "./schemas.ts";

const link = noticeSchema.shape.links.element.extend({ label: text.max(40) }).strict();

/** One page of a flow; its address is fixed by the code (notices.ts), so it is not here. */
const notice = noticeSchema
  .omit({ path: true })
  .extend({
    title: headline("hero"),
    description: text
      .min(50, "must be at least 50 characters: browsers and shares show it")
      .max(160, "must be at most 160 characters: search engines cut it there"),
    lead: text.max(300),
    button: text.max(30).optional(),
    links: z.array(link).min(1).max(3),
  })
  .strict();

/** A page whose button posts back (unsubscribe, erase) must have the button's label. */
const withButton = notice.extend({ button: text.max(30) }).strict();

/** content/forms/notices.json: the blog's newsletter sign-up and the pages of the flows. */
export const noticesSchema = z
  .object({
    blogNewsletter: z
      .object({
        heading: headline("section"),
        lead: text.max(200),
        label: text.max(40),
        submit: text.max(30),
        sending: text.max(30),
        consent: text.max(300),
        failed: text.max(160),
      })
      .strict(),
    notices: z
      .object({
        checkInbox: notice,
        confirmed: notice,
        unsubscribe: withButton,
        unsubscribed: notice,
        dataRequestSent: notice,
        erase: withButton,
        erased: notice,
        linkExpired: notice,
        notSent: notice,
      })
      .strict(),
  })
  .strict();

export type NoticesContent = z.output<typeof noticesSchema>;
