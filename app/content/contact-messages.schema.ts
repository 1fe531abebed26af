import { z } from "zod";
import { text } from "./schemas.ts";

/**
 * A message with {placeholders} the code fills (contact-messages.js): it must name every one
 * of `names` and no other, so a mistyped {emial} cannot reach a visitor.
 */
const message = (...names: string[]) =>
  text.max(300).superRefine((value, context) => {
    const used = [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
    for (const name of names)
      if (!used.includes(name))
        context.addIssue({
          code: "custom",
          message: `must contain {${name}}, where the ${name} goes`,
        });
    for (const name of used)
      if (!names.includes(name))
        context.addIssue({
          code: "custom",
          message: `{${name}} is not a value this message can show (${
            names.length ? names.map((known) => `{${known}}`).join(", ") : "it shows none"
          })`,
        });
  });

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
