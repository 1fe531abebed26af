import { z } from "zod";
import { pageMetaSchema } from "./page-pieces.ts";
import { headline } from "./rules.ts";
import { ctaSchema, text } from "./schemas.ts";

const label = text.max(40);

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
    supportHours: z
      .array(z.object({ days: text.max(20), hours: text.max(20) }).strict())
      .min(1)
      .max(7),
  })
  .strict();

export type ContactContent = z.output<typeof contactSchema>;
