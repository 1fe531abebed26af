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

/** The time zones a webinar may be held in: every zone Intl knows by its IANA name. */
const timeZones = Intl.supportedValuesOf("timeZone").filter((zone) => zone.includes("/")) as [
  string,
  ...string[],
];

/** Whether Intl knows `zone` as a time zone ("Europe/Berlin"). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return /\//.test(zone) || zone === "UTC";
  } catch {
    return false;
  }
}

/** The offset from UTC of `zone` at `isoDateTime`, as "-08:00"; undefined if either is not one. */
function offsetIn(zone: string, isoDateTime: string): string | undefined {
  const instant = new Date(isoDateTime);
  if (!isTimeZone(zone) || Number.isNaN(instant.getTime())) return undefined;
  const name = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  if (name === "GMT") return "+00:00";
  return name?.replace(/^GMT/, "");
}

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
            startsAt: z.iso.datetime({
              offset: true,
              error:
                "must be a date and time with its offset from UTC, written 2026-12-09T10:00:00-08:00",
            }),
            // A list to pick from in the editor, not a box to type in: a zone is a name
            // the clock database knows, never words.
            timeZone: z.enum(timeZones, {
              error: "must be a time zone as IANA names it, such as America/Los_Angeles",
            }),
            host: webinarSchema.shape.host.strict(),
          })
          .strict()
          .superRefine((webinar, context) => {
            // The offset typed is the zone's at that moment: a webinar is at one instant.
            const offset = offsetIn(webinar.timeZone, webinar.startsAt);
            const typed = webinar.startsAt.match(/(Z|[+-]\d{2}:\d{2})$/)?.[1];
            const typedOffset = typed === "Z" ? "+00:00" : typed;
            if (offset && typedOffset && offset !== typedOffset)
              context.addIssue({
                code: "custom",
                path: ["startsAt"],
                message: `has the offset ${typedOffset}, but ${webinar.timeZone} is at ${offset} then: write the time as it is in ${webinar.timeZone}`,
              });
          }),
      )
      .min(1),
  })
  .strict();

export type BlogPageContent = z.output<typeof blogPageSchema>;
export type GuidesPageContent = z.output<typeof guidesPageSchema>;
export type TemplatesPageContent = z.output<typeof templatesPageSchema>;
export type WebinarsPageContent = z.output<typeof webinarsPageSchema>;
