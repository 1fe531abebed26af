import { z } from "zod";
import { contactSubjectIds } from "./contact-fields.js";
import { text } from "./schemas.ts";

const limit = (least: number, most: number, why: string) =>
  z
    .number("must be a number of characters")
    .int("must be a whole number of characters")
    .min(least, `must be at least ${least} characters`)
    .max(most, `must be at most ${most} characters: ${why}`);

/**
 * content/forms/contact-fields.json: the subjects a visitor can choose, in the form's order,
 * and how long each answer may be. The server reads it as it stands (no {{references}}).
 */
export const contactFieldsSchema = z
  .object({
    subjects: z
      .array(
        z
          .object({
            id: z.enum(contactSubjectIds, {
              error: `must be one of the subjects the server knows: ${contactSubjectIds.join(", ")}`,
            }),
            label: text.max(40),
          })
          .strict(),
      )
      .superRefine((subjects, context) => {
        const ids = subjects.map((subject) => subject.id);
        ids.forEach((id, index) => {
          if (ids.indexOf(id) !== index)
            context.addIssue({
              code: "custom",
              path: [index, "id"],
              message: `${id} is listed twice: each subject once`,
            });
        });
        for (const id of contactSubjectIds)
          if (!ids.includes(id))
            context.addIssue({
              code: "custom",
              message: `the subject ${id} is missing: other pages' links choose it`,
            });
      }),
    limits: z
      .object({
        name: limit(20, 200, "a longer name does not fit a mail's subject line"),
        email: limit(254, 254, "an email address is at most 254 characters long (RFC 5321)"),
        company: limit(20, 200, "a longer name does not fit a mail's subject line"),
        phone: limit(20, 40, "no phone number is longer"),
        message: limit(
          500,
          5000,
          "the server's form size limit (server/app.mjs) is sized for 5,000 characters",
        ),
      })
      .strict(),
    messageMinLength: limit(1, 100, "a longer minimum refuses short honest questions"),
  })
  .strict();

export type ContactFieldsContent = z.output<typeof contactFieldsSchema>;
