import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { headline } from "./rules.ts";
import { ctaSchema, text } from "./schemas.ts";

// Pieces the product and developer pages' schemas share (features, integrations, developer
// tools, API reference, docs, use cases, demo projects). Only Node reads this module: the
// build, the content check and the editor, never the browser. The limits sit above the
// longest copy the pages carry today, with room to spare.

/** Text of at most `max` characters, and why, in words an editor reads. */
export const upTo = (max: number, why: string) =>
  text.max(max, `must be at most ${max} characters: ${why}`);

/** The small line above a hero title. */
export const eyebrow = upTo(60, "an eyebrow is one short line");
/** A hero's or section's opening sentence or two. */
export const lead = upTo(260, "a lead is one or two sentences");
/** A paragraph of running text. */
export const paragraph = upTo(400, "split a longer one into two");
/** A card's or capability's sentence under its title. */
export const cardText = upTo(240, "a card holds a sentence or two");
/** One line of a bulleted list. */
export const listItem = upTo(80, "a list line is a short phrase");
/** A customer's words in a quote block. */
export const quote = upTo(240, "a quote block holds two or three sentences");
/** The text alternative of a picture. */
export const alt = upTo(250, "describe the picture in a sentence or two");
/** A button's or link's label: one line on a phone. */
export const buttonLabel = upTo(40, "a button's label is a few words");
/** A button: a label that fits, and a link to a page of this site, a #section or https://. */
export const button = ctaSchema.extend({ label: buttonLabel }).strict();
/** An id that is also a #section name or a path segment. */
export const slug = z.string().regex(/^[a-z-]+$/, "must be lower-case letters and hyphens");
/** The most a page's description may hold: search results cut it at about 160 characters. */
export const PAGE_DESCRIPTION_MAX = 160;
/** Shorter than this, a search engine writes its own snippet from the page instead. */
export const PAGE_DESCRIPTION_MIN = 50;
const socialAltRequired = "is required: say what the picture shows";

/**
 * A page's own picture for link previews: a PNG or JPEG (the formats every network reads)
 * uploaded into public/media/ by the editor, with its text alternative.
 */
export const socialPicture = z
  .object({
    src: z
      .string()
      .regex(
        /^\/media\/(?:[a-z0-9_-][a-z0-9_.-]*\/)*[a-z0-9_-][a-z0-9_.-]*\.(png|jpe?g)$/i,
        "must be a picture uploaded to /media/ (PNG or JPEG: the formats link previews read)",
      )
      .refine(
        (src) => existsSync(path.join(process.cwd(), "public", src)),
        "names no file under public/media/",
      )
      .meta({
        "x-media": "image",
        title: "Social image",
        description: "A PNG or JPEG, ideally 1200 by 630 pixels, of at most 2 MB",
      }),
    alt: z
      .string({ error: socialAltRequired })
      .trim()
      .min(1, socialAltRequired)
      .max(200, "must be at most 200 characters")
      .meta({
        title: "Social image alt text",
        description: "Read aloud to people who cannot see the picture: say what it shows",
      }),
  })
  .strict();

/**
 * Every page's "Search and social" fields: what the browser tab and search results show,
 * and the picture a shared link shows. The title comes before " | Flowboard" (search
 * engines cut a title at about 60 characters); the description and picture are optional:
 * without them the page shows its lead and the site's card (app/lib/meta.ts).
 */
export const pageMetaSchema = z
  .object({
    title: text
      .max(48, "must be at most 48 characters: search results cut it there")
      .meta({ title: "Title for search results and the browser tab" }),
    description: text
      .min(
        PAGE_DESCRIPTION_MIN,
        `must be at least ${PAGE_DESCRIPTION_MIN} characters: a shorter one is replaced by the search engine's own`,
      )
      .max(
        PAGE_DESCRIPTION_MAX,
        `must be at most ${PAGE_DESCRIPTION_MAX} characters: search results cut it there`,
      )
      .optional()
      .meta({
        title: "Description for search results",
        description: "Falls back to the page's lead when empty",
      }),
    image: socialPicture.optional().meta({
      title: "Social image",
      description: "The picture a shared link shows; falls back to the site's card when empty",
    }),
  })
  .strict()
  .meta({ title: "Search and social" });

/**
 * The same group on a page whose title is a field of its own (the home page's is the site's
 * name, a feature page's its headline): its description and picture, both optional.
 */
export const pageSocialSchema = pageMetaSchema
  .omit({ title: true })
  .meta({ title: "Search and social" })
  .optional();

/** A page's opening: the hero's eyebrow, title and lead. */
export const heroIntro = z.object({ eyebrow, title: headline("hero"), lead }).strict();
/** A page's opening with its two buttons, as the Hero section shows it. */
export const hero = heroIntro.extend({ primary: button, secondary: button }).strict();
/** A section's heading and lead. */
export const sectionIntro = z.object({ heading: headline("section"), lead }).strict();
/** A closing band: heading, lead and its two buttons. */
export const ctaBand = z
  .object({ heading: headline("section"), lead, primary: button, secondary: button })
  .strict();
/** A band of two to four big figures, each with its label (a {{site.figures.x}} fact, say). */
export const figuresSection = z
  .object({
    heading: headline("section"),
    figures: z
      .array(z.object({ value: text.max(12), label: text.max(30) }).strict())
      .min(2)
      .max(4),
  })
  .strict();
/** A code sample's frame: its title, file name and language; the code comes from openapi.yaml. */
export const codeSampleFrame = z
  .object({
    id: slug,
    title: text.max(40),
    filename: text.max(40),
    language: z.enum(["javascript", "shell"]),
  })
  .strict();
/** A toast's words: its title (a rule the caller gives, blanks and all) and a sentence. */
export const toastCopy = (title: z.ZodString) =>
  z.object({ title, description: upTo(200, "a toast is read at a glance") }).strict();
/** A title and a sentence. */
export const capability = z.object({ title: headline("card"), description: cardText }).strict();
/** A customer's quote with the person's name, role and company. */
export const testimonial = z
  .object({ quote, name: text.max(40), role: text.max(40), company: text.max(40) })
  .strict();

/**
 * Another content file as it stands, for a rule that checks one file against another (a
 * related feature must be a feature card). Read from disk, so the check sees the files an
 * editor is changing.
 */
export function otherContentFile<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(process.cwd(), file), "utf8")) as T;
}

const initials = z.string().regex(/^[A-Z]{2}$/, "must be two capital letters, such as AL");
/** A small board drawn in HTML: each row an item, its owner's initials and a status. */
export const boardPreview = z
  .object({
    title: text.max(40),
    /** The text alternative of the picture. */
    alt,
    rows: z
      .array(
        z
          .object({
            item: text.max(30),
            /** A deal's size in US dollars, shown after the item as each language writes it. */
            amount: z.number("must be a number of dollars, such as 48000").positive().optional(),
            owner: initials,
            status: text.max(20),
            /** The status pill's colour; the status text carries the meaning. */
            tone: z.enum(["done", "active", "blocked", "waiting", "info"]),
          })
          .strict(),
      )
      .min(3)
      .max(6),
  })
  .strict();
