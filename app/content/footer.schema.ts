import { z } from "zod";
import { navLinkSchema, socialLinkSchema, text } from "./schemas.ts";

const columnLink = navLinkSchema
  .omit({ description: true })
  .extend({ label: text.max(30) })
  .strict();

/**
 * content/chrome/footer.json: the footer's own parts (docs/spec/site-spec.md §2.3). Its
 * Product and Resources columns are the header's menus (navigation.json).
 */
export const footerSchema = z
  .object({
    brandText: text.max(200),
    addressHeading: text.max(30),
    companyLinks: z
      .object({ label: text.max(20), links: z.array(columnLink).min(1).max(8) })
      .strict(),
    /** The bottom row: the terms, privacy and cookies pages. */
    legalLinks: z.array(columnLink).min(1).max(4),
    socialLinks: z
      .array(
        socialLinkSchema
          .extend({
            label: text.max(60),
            href: z.url({ protocol: /^https$/, error: "must be an https:// address" }),
          })
          .strict(),
      )
      .max(6),
  })
  .strict();

export type FooterContent = z.output<typeof footerSchema>;
