import { z } from "zod";
import { text } from "./schemas.ts";

/**
 * content/api.json: how a developer reaches the API, stated on the API reference and on the
 * pricing page's developer section. Sentences elsewhere name these as {{api.keyLocation}}.
 */
export const apiAccessSchema = z
  .object({
    /** Where a visitor finds their key, as the app's menus name it. */
    keyLocation: text.max(40),
    /** The header every request sends its key in, as a developer types it. */
    authorizationHeader: text.regex(
      /^Authorization: Bearer \S+$/,
      "must read Authorization: Bearer followed by the key's placeholder",
    ),
  })
  .strict();

export type ApiAccessContent = z.output<typeof apiAccessSchema>;
