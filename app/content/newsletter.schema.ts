import { z } from "zod";
import { headline } from "./rules.ts";
import { text } from "./schemas.ts";

/** content/forms/newsletter.json: the sign-up form in the footer of every page. */
export const newsletterSchema = z
  .object({
    form: z
      .object({
        heading: headline("card"),
        label: text.max(40),
        placeholder: text.max(40),
        submit: text.max(30),
        consent: text.max(300),
      })
      .strict(),
    /** Shown when the form's post does not reach the server. */
    failed: text.max(160),
  })
  .strict();

export type NewsletterContent = z.output<typeof newsletterSchema>;
