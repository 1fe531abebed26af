import { z } from "zod";
import { ctaSchema, text } from "./schemas.ts";
import { slotText } from "./slots.schema.ts";

/**
 * content/chrome/site-chrome.json: the announcement bar above every page and the footer's
 * copyright line, both in every page's JavaScript.
 */
export const siteChromeSchema = z
  .object({
    announcement: z
      .object({
        /** One line above the header at desktop width. */
        text: text.max(90),
        link: ctaSchema.extend({ label: text.max(30) }).strict(),
      })
      .strict(),
    copyright: slotText(["year"])
      .max(80)
      .describe("{year} is this year, filled in as the page runs"),
  })
  .strict();

export type SiteChromeContent = z.output<typeof siteChromeSchema>;
