import { z } from "zod";
import { text } from "./schemas.ts";

/** content/forms/privacy-link.json: the link beside every form's button. */
export const privacyLinkSchema = z
  .object({
    label: text.max(40),
    href: z.literal("/privacy", "must be /privacy: the form adds its own #section"),
  })
  .strict();

export type PrivacyLinkContent = z.output<typeof privacyLinkSchema>;
