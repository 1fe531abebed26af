import { z } from "zod";
import { pageMetaSchema, toastCopy } from "./page-pieces.ts";
import { headline } from "./rules.ts";
import { ctaSchema, templateSchema, text, webinarSchema } from "./schemas.ts";
import { slotText } from "./slots.schema.ts";

const pageIntro = {
  meta: pageMetaSchema,
  eyebrow: text.max(60),
  title: headline("hero"),
  lead: text.max(260),
  listHeading: headline("section"),
};
const backLink = ctaSchema.extend({ label: text.max(30) }).strict();
/** An article's page: the link back to its list, its pager's noun, its related list's heading. */
const articlePage = z
  .object({
    back: backLink,
    noun: text.max(20),
    relatedHeading: headline("section"),
  })
  .strict();
/** A toast naming the thing it is about: {title} is the guide's, template's or webinar's. */
const namedToast = toastCopy(slotText(["title"]).max(100));

/** content/resources/blog.json: /resources/blog (site-spec §2.16); posts are Markdown. */
export const blogPageSchema = z
  .object({
    ...pageIntro,
    loadMore: text.max(40),
    /** How many articles show at first, and how many each "Load More Articles" adds. */
    pageSize: z.number().int("must be a whole number").min(1).max(24),
    /** Under the list: "New features and fixes are in the changelog." */
    changelogNote: z
      .object({
        before: text.max(80).meta({ title: "Words before the link" }),
        link: text.max(30).meta({ title: "Linked words" }),
        href: ctaSchema.shape.href,
      })
      .strict(),
    /** A post's own page: the link back to the list, and what its pager calls a post. */
    postPage: articlePage,
    /** A tag's page: /resources/blog/tags/<tag>. */
    tagPage: z
      .object({
        metaTitle: slotText(["tag"]).max(60),
        back: backLink,
        eyebrow: text.max(30),
        postsHeading: headline("section"),
        guidesHeading: headline("section"),
        changelogHeading: headline("section"),
      })
      .strict(),
  })
  .strict();

/** content/resources/guides.json: /resources/guides; guides are Markdown. */
export const guidesPageSchema = z
  .object({
    ...pageIntro,
    readLabel: text.max(40),
    pdfToast: namedToast,
    videoToast: toastCopy(slotText(["title"]).max(100)).extend({
      description: slotText(["minutes"]).max(200),
    }),
    /** A guide's own page, with its level and the other formats it comes in. */
    guidePage: articlePage
      .extend({ levelLabel: text.max(20), formats: slotText(["pages", "minutes"]).max(120) })
      .strict(),
  })
  .strict();

/** content/resources/templates.json: /resources/templates and its templates. */
export const templatesPageSchema = z
  .object({
    ...pageIntro,
    downloadToast: namedToast,
    duplicateToast: namedToast,
    templates: z
      .array(
        templateSchema.extend({ title: headline("card"), description: text.max(200) }).strict(),
      )
      .min(1),
  })
  .strict();

/** content/resources/webinars.json: /resources/webinars and its webinars. */
export const webinarsPageSchema = z
  .object({
    ...pageIntro,
    registerToast: namedToast,
    webinars: z
      .array(
        webinarSchema
          .extend({
            title: text.max(90),
            description: text.max(240),
            date: z.iso.date("must be a date written 2026-12-09"),
            host: webinarSchema.shape.host.strict(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type BlogPageContent = z.output<typeof blogPageSchema>;
export type GuidesPageContent = z.output<typeof guidesPageSchema>;
export type TemplatesPageContent = z.output<typeof templatesPageSchema>;
export type WebinarsPageContent = z.output<typeof webinarsPageSchema>;
