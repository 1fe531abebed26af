import { z } from "zod";
import { text } from "./schemas.ts";

/**
 * A figure typed once as a number, and how sentences show it: `short` "letters" writes 10000
 * as "10K" ("1万" in Japanese), "words" writes 1000000 as "1 million"; `plus` adds "+"; `unit`
 * "usd" is an amount in US dollars. Each language's pages format it (app/lib/format-number.ts).
 */
const figure = z
  .object({
    value: z.number("must be a number, such as 10000").nonnegative("must be 0 or more"),
    unit: z.enum(["usd", "percent"]).optional(),
    short: z.enum(["letters", "words"]).optional(),
    plus: z.boolean().optional(),
  })
  .strict();

/** content/site.json: the brand, the origin, the marketing figures (site-spec §1) and the address. */
export const siteSchema = z
  .object({
    name: text.max(30),
    tagline: text.max(60),
    origin: z.url({ protocol: /^https$/, error: "must be an https:// address with no path" }).meta({
      title: "Site address",
      description:
        "The site's own address, such as https://flowboard.example: every page's address in search results and shared links is built from it",
    }),
    description: text.max(160, "must be at most 160 characters: search engines cut it there"),
    socialImageAlt: text.max(120).meta({
      title: "Shared link picture's alt text",
      description:
        "What the link-preview picture shows, after the name and tagline, for readers who cannot see it",
    }),
    foundedYear: z.number().int().min(1900).max(2100),
    figures: z
      .object({
        companiesTrusting: figure,
        customers: figure,
        integrations: figure,
        liveApps: figure,
        appInstalls: figure,
        countries: figure,
        teamMembers: figure,
        seriesA: figure,
      })
      .strict(),
    address: z
      .object({
        street: text,
        city: text,
        country: text,
        email: z.email("must be an email address"),
        phone: text.regex(
          /^\+[0-9 ()-]+$/,
          "must be an international number, such as +1 (415) 555-0142",
        ),
      })
      .strict(),
  })
  .strict();

export type SiteContent = z.output<typeof siteSchema>;
