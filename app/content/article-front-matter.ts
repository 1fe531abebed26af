import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { articleTagSlugs, articleTags } from "./article-tags.ts";
import { authorNames } from "./authors.ts";
import { iconSchema, text } from "./schemas.ts";

// These schemas live apart from schemas.ts because they check names against the author and
// tag lists, and those lists are typed with schemas.ts: kept there, the two would import each
// other. Only the article pipeline (pipeline/articles) parses front matter.

/**
 * Front matter of the Markdown articles in content/articles (blog posts, guides,
 * changelog entries), checked at build time: a missing, misspelt or extra field fails the
 * build with the file and the field. Everything else about an article (its address,
 * reading time, table of contents) is derived from the file, never typed twice.
 */
const altRequired = "is required: describe the picture for a visitor who cannot see it";

const articleFrontMatterShape = {
  title: text.max(100),
  /** The excerpt on lists and in feeds, and the page's meta description. */
  description: text.min(50).max(260),
  /** First published, as an ISO date. */
  date: z.iso.date(),
  /** Last meaningful change, when there was one. */
  updated: z.iso.date().optional(),
  author: text
    .refine((name) => authorNames.has(name), "is not an author in app/content/authors.ts")
    // The editor offers these as a choice (pipeline/content/editor-fields.ts).
    .meta({ enum: [...authorNames] }),
  tags: z
    .array(
      text
        .refine((tag) => articleTagSlugs.has(tag), "is not a tag in app/content/article-tags.ts")
        // Offered by name, stored by slug.
        .meta({
          enum: [...articleTagSlugs],
          "x-option-labels": Object.fromEntries(articleTags.map((tag) => [tag.slug, tag.label])),
        }),
    )
    .min(1)
    .max(4),
  /** The headline on the article's social image, when the title is too long for it. */
  socialTitle: text.max(70).optional(),
  /** The backdrop of the article's social image. */
  cover: z.enum(["indigo", "teal", "plum"]).default("indigo"),
  /**
   * A picture at the top of the article, uploaded into public/media/ (the editor puts it
   * there). Its text alternative is required: a picture without one says nothing to a
   * visitor who cannot see it.
   */
  image: z
    .object({
      src: z
        .string()
        .regex(
          /^\/media\/[a-z0-9/_.-]+\.(png|jpe?g|webp|avif)$/i,
          "must be a picture uploaded to /media/ (PNG, JPEG, WebP or AVIF)",
        )
        .refine(
          (src) => existsSync(path.join(process.cwd(), "public", src)),
          "names no file under public/media/",
        )
        .meta({ "x-media": "image", title: "Image" }),
      alt: z
        .string({ error: altRequired })
        .trim()
        .min(1, altRequired)
        .max(200, "must be at most 200 characters")
        .describe("Read aloud to people who cannot see the picture: say what it shows"),
    })
    .strict()
    .optional(),
  /** Kept out of the site until this is false or removed: a post still being written. */
  draft: z.boolean().optional(),
};
const updatedAfterPublished: [
  (article: { date: string; updated?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (article) => !article.updated || article.updated >= article.date,
  { message: "must not be before date", path: ["updated"] },
];

export const blogFrontMatterSchema = z
  .object(articleFrontMatterShape)
  .strict()
  .refine(...updatedAfterPublished);
export const guideFrontMatterSchema = z
  .object({
    ...articleFrontMatterShape,
    difficulty: z.enum(["Beginner", "Intermediate", "Advanced"]),
    icon: iconSchema,
    /** The downloadable PDF and the narrated video the guide list offers. */
    pdfPages: z.number().int().positive(),
    videoMinutes: z.number().int().positive(),
  })
  .strict()
  .refine(...updatedAfterPublished);
export const changelogFrontMatterSchema = blogFrontMatterSchema;

export type BlogFrontMatter = z.output<typeof blogFrontMatterSchema>;
export type GuideFrontMatter = z.output<typeof guideFrontMatterSchema>;
export type ChangelogFrontMatter = z.output<typeof changelogFrontMatterSchema>;
