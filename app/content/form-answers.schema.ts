import { z } from "zod";
import { slotText } from "./slots.schema.ts";

const answer = (...names: string[]) => slotText(names).max(300);

/**
 * content/forms/form-answers.json: what the server answers the newsletter's and the data
 * requests' forms with, and the mails they send, read by the server as it stands in each
 * language (no {{references}}: {site}, {hours} and {link} are filled by the server from
 * content/site.json, content/legal/stored-data.json and the mail's own links).
 */
export const formAnswersSchema = z
  .object({
    crossSite: answer(),
    newsletter: z
      .object({ sent: answer(), invalid: answer(), limited: answer(), unavailable: answer() })
      .strict(),
    dataRequest: z
      .object({
        sent: answer("hours"),
        invalid: answer(),
        limited: answer(),
        unavailable: answer(),
      })
      .strict(),
    confirmationMail: z
      .object({
        subject: answer("site"),
        greeting: answer(),
        asked: answer("site"),
        follow: answer(),
        expiry: answer("hours"),
        leave: answer("link"),
      })
      .strict()
      .describe("The mail that asks a new subscriber to confirm, line by line"),
    dataLinkMail: z
      .object({
        subject: answer("site"),
        greeting: answer(),
        asked: answer("site"),
        see: answer("link"),
        erase: answer("link"),
        expiry: answer("hours"),
      })
      .strict()
      .describe("The mail with the links to see and erase what is held for an address"),
  })
  .strict();

export type FormAnswersContent = z.output<typeof formAnswersSchema>;
