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
  title: text
    .max(100)
    .describe("The headline, on the article's page, in lists and in search results"),
  /** The excerpt on lists and in feeds, and the page's meta description. */
  description: text
    .min(50)
    .max(260)
    .describe("The summary in lists and feeds, and the page's description in search results"),
  /** First published, as an ISO date. */
  date: z.iso.date().describe("The day it is published: lists show the newest first"),
  /** Last meaningful change, when there was one. */
  updated: z.iso.date().optional().describe("The day of its last real change, if it had one"),
  author: text
    .refine((name) => authorNames.has(name), "is not an author in app/content/authors.ts")
    // The editor offers these as a choice (pipeline/content/editor-fields.ts).
    .meta({ enum: [...authorNames], description: "Who wrote it" }),
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
    .max(4)
    .describe("One to four topics: each topic has a page listing its articles"),
  /** The headline on the article's social image, when the title is too long for it. */
  socialTitle: text
    .max(70)
    .optional()
    .describe("A shorter headline for the picture shown when the article is shared"),
  /** The backdrop of the article's social image. */
  cover: z
    .enum(["indigo", "teal", "plum"])
    .default("indigo")
    .describe("The color behind the headline of that shared picture"),
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
          /^\/media\/(?:[a-z0-9_-][a-z0-9_.-]*\/)*[a-z0-9_-][a-z0-9_.-]*\.(png|jpe?g|webp|avif)$/i,
          "must be a picture uploaded to /media/ (PNG, JPEG, WebP or AVIF)",
        )
        .refine(
          (src) => existsSync(path.join(process.cwd(), "public", src)),
          "names no file under public/media/",
        )
        .meta({
          "x-media": "image",
          title: "Image",
          description: "A PNG, JPEG, WebP or AVIF of at most 2 MB",
        }),
      alt: z
        .string({ error: altRequired })
        .trim()
        .min(1, altRequired)
        .max(200, "must be at most 200 characters")
        .describe("Read aloud to people who cannot see the picture: say what it shows"),
    })
    .strict()
    .optional()
    .describe("A picture at the top of the article, if it has one"),
  /** Kept out of the site until this is false or removed: a post still being written. */
  draft: z
    .boolean()
    .optional()
    .describe("Keeps the article off the site while it is being written"),
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
    difficulty: z
      .enum(["Beginner", "Intermediate", "Advanced"])
      .describe("The guide's level: guides are listed from Beginner to Advanced"),
    icon: iconSchema.describe("The icon on the guide's card"),
    /** The downloadable PDF and the narrated video the guide list offers. */
    pdfPages: z.number().int().positive().describe("Pages of the guide's PDF"),
    videoMinutes: z.number().int().positive().describe("Minutes of the guide's narrated video"),
  })
  .strict()
  .refine(...updatedAfterPublished);
export const changelogFrontMatterSchema = blogFrontMatterSchema;

/**
 * Front matter of a translated article (content/translations/<locale>/articles/<kind>/<slug>.md,
 * docs/decisions/048): only its words. The date, author, tags, picture and a guide's level
 * are the English article's, typed once there.
 */
export const articleTranslationFrontMatterSchema = z
  .object({
    title: articleFrontMatterShape.title,
    description: articleFrontMatterShape.description,
    socialTitle: articleFrontMatterShape.socialTitle,
  })
  .strict();

export type BlogFrontMatter = z.output<typeof blogFrontMatterSchema>;
export type GuideFrontMatter = z.output<typeof guideFrontMatterSchema>;
export type ChangelogFrontMatter = z.output<typeof changelogFrontMatterSchema>;
