import { z } from "zod";
import { slotText } from "./slots.schema.ts";

const message = (...names: string[]) => slotText(names).max(300);

/**
 * content/forms/contact-messages.json: what the contact form says when it refuses an answer,
 * read by the browser's check and by the server as it stands (no {{references}}: {email},
 * {max} and the like are filled from content/site.json and contact-fields.json).
 */
export const contactMessagesSchema = z
  .object({
    errors: z
      .object({
        name: message("max"),
        familyName: message("max"),
        givenName: message("max"),
        email: message(),
        company: message("max"),
        phone: message(),
        subject: message(),
        message: message("min", "max"),
        controlCharacters: message(),
      })
      .strict(),
    notices: z
      .object({
        fixFields: message(),
        expired: message(),
        tooMany: z
          .object({ one: message("minutes", "email"), other: message("minutes", "email") })
          .strict()
          .describe("Said when a visitor sent too many messages: for 1 minute, and for more"),
        crossSite: message("email"),
        tooLarge: message("max", "email"),
        wrongType: message("email"),
        unavailable: message("email"),
      })
      .strict(),
  })
  .strict();

export type ContactMessagesContent = z.output<typeof contactMessagesSchema>;
