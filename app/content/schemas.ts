import { z } from "zod";
import { currencies } from "../lib/currencies.js";
import { iconNames } from "./icon-names.ts";
import { isSitePage, linkProblem } from "./rules.ts";

/**
 * Display records of docs/spec/site-spec.md §3. Content modules are typed with these shapes
 * (`satisfies`), and `content.test.ts` parses every module, so a wrong field fails a test
 * without shipping zod to the browser.
 */
export const text = z.string().trim().min(1, "must not be empty");
const internalHref = z
  .string()
  .regex(/^\/[a-z0-9/#?=&-]*$/, "must be a path of this site, such as /features")
  .refine(isSitePage, "is not a page of this site")
  // Read by the editor (pipeline/content/editor-fields.ts), which checks it as the editor types.
  .meta({ "x-link": "site" });
const href = z
  .string()
  .superRefine((value, context) => {
    const problem = linkProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .meta({ "x-link": "any" });
export const iconSchema = z.enum(iconNames);

export const navLinkSchema = z.object({
  label: text,
  href: internalHref,
  description: text.optional(),
});
export const navGroupSchema = z.object({ label: text, links: z.array(navLinkSchema).min(1) });

export const featureCardSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  icon: iconSchema,
  title: text,
  description: text,
  link: internalHref,
});

export const useCaseCardSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  icon: iconSchema,
  title: text,
  summary: text,
  benefits: z.array(text).min(2),
  link: internalHref,
});

const initials = z.string().regex(/^[A-Z]{2}$/);

/** A small board drawn in HTML: each row an item, its owner's initials and a status. */
export const boardPreviewSchema = z.object({
  title: text,
  /** The text alternative of the picture. */
  alt: text,
  rows: z
    .array(
      z.object({
        item: text,
        amount: z.number().positive().optional(),
        owner: initials,
        status: text,
        /** The status pill's colour; the status text carries the meaning. */
        tone: z.enum(["done", "active", "blocked", "waiting", "info"]),
      }),
    )
    .min(3)
    .max(6),
});

export const useCaseDetailSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: text,
  description: text,
  /** The team type's benefits, from its card (use-cases.ts): typed once, shown here too. */
  benefits: z.array(text).min(2),
  features: z.array(text).min(3),
  quote: z.object({ text, author: text, role: text }),
  image: boardPreviewSchema,
});

/** A card with an icon, a title and a sentence, and no link of its own. */
export const infoCardSchema = z.object({ icon: iconSchema, title: text, description: text });

export const testimonialSchema = z.object({
  quote: text,
  name: text,
  role: text,
  company: text,
  image: z.object({ initials, alt: text }).optional(),
});

export const integrationSchema = z.object({ name: text, category: text, icon: iconSchema });
export const integrationCategorySchema = z.object({
  name: text,
  count: z.number().int().positive(),
});
export const teamMemberSchema = z.object({
  name: text,
  role: text,
  bio: text,
  initials,
});
export const timelineEntrySchema = z.object({
  year: z.number().int().min(2018),
  title: text,
  description: text,
});
export const pricingTierSchema = z.object({
  name: text,
  price: text,
  features: z.array(text).min(1),
});
/** A plan's prices are per seat per month; null means "talk to us" (Enterprise). */
export const planSchema = z.object({
  id: z.enum(["free", "team", "business", "enterprise"]),
  name: text,
  /** One figure per currency (content/pricing/plans.json), never converted. */
  monthlyPrice: z.record(z.enum(currencies), z.number().int().nonnegative()).nullable(),
  yearlyPrice: z.record(z.enum(currencies), z.number().int().nonnegative()).nullable(),
  summary: text,
  features: z.array(text).min(3),
});
const planIdSchema = planSchema.shape.id;
export const comparisonGroupSchema = z.object({
  heading: text,
  rows: z
    .array(
      z.object({
        label: text,
        values: z.record(planIdSchema, z.union([z.boolean(), text])),
      }),
    )
    .min(1),
});
export const faqEntrySchema = z.object({
  // A question ends with its language's question mark: "?" or, in Japanese, the full-width "？".
  question: text.regex(/[?？]$/, 'must end with a question mark ("?", or "？" in Japanese)'),
  answer: text,
  link: z.object({ label: text, href: internalHref }).optional(),
});
export const jobOpeningSchema = z.object({ title: text, department: text, location: text });
export const authorSchema = z.object({ name: text, role: text });
const slugText = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
export const articleTagSchema = z.object({
  slug: slugText.meta({
    title: "Name in the address",
    description:
      "Lower-case letters and hyphens: the tag's page is /resources/blog/tags/ followed by it, and articles name their tags by it, so changing it breaks their links",
  }),
  label: text,
  description: text,
});

export const templateSchema = z.object({
  title: text,
  description: text,
  category: text,
  rating: z.number().min(0).max(5),
});
export const webinarSchema = z.object({
  title: text,
  description: text,
  /** When it starts, once, as an instant with its offset: "2026-12-09T10:00:00-08:00". */
  startsAt: z.iso.datetime({ offset: true }),
  /** The time zone it is held in (IANA): "America/Los_Angeles". Each language shows its own. */
  timeZone: z.string(),
  /** Minutes. */
  duration: z.number().int().positive(),
  host: z.object({ name: text, role: text }),
  agenda: z.array(text).min(2),
});
export const apiEndpointSchema = z.object({
  method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]),
  endpoint: z.string().startsWith("/"),
  description: text,
});
export const certificationSchema = z.object({ name: text, description: text });
export const partnerSchema = z.object({ name: text, description: text, region: text });
export const partnerGroupSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: text,
  description: text,
  partners: z.array(partnerSchema).min(3),
});
export const demoProjectSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: text,
  team: text,
  description: text,
  shows: z.array(text).min(2),
  board: boardPreviewSchema,
  link: z.object({ label: text, href: internalHref }),
});
export const docsSectionSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: text,
  lead: text,
  topics: z.array(z.object({ title: text, text })).min(2),
  /** A code listing shown after the topics, with a copy button. */
  sample: z.object({ label: text, code: text }).optional(),
  links: z.array(z.object({ label: text, href: internalHref })),
});
export const socialLinkSchema = z.object({ label: text, href: z.url(), icon: iconSchema });
export const ctaSchema = z.object({ label: text, href });

/** One thing a product area does, with a sentence on what it does for the visitor. */
export const capabilitySchema = z.object({ title: text, description: text });

/**
 * One feature page (docs/spec/site-spec.md §2.6). `id` is the feature card's id in `features.ts`,
 * which gives the page its path and, unless `title` names the page differently, its title.
 */
export const featurePageSchema = z.object({
  // Its "Search and social" fields: checked by pageSocialSchema (page-pieces.ts) at build.
  meta: z
    .object({
      description: text.optional(),
      image: z.object({ src: text, alt: text }).optional(),
    })
    .optional(),
  id: z.string().regex(/^[a-z-]+$/),
  title: text.optional(),
  description: text,
  tagline: text,
  intro: z.object({ heading: text, text }),
  capabilities: z.array(capabilitySchema).min(4),
  testimonial: testimonialSchema,
  cta: z.object({ heading: text, lead: text, label: text, href: z.literal("/pricing") }),
  /** A link to something the visitor can try on the site itself (the live demo board). */
  tryIt: z.object({ lead: text, label: text, href: internalHref }).optional(),
  related: z.array(z.string().regex(/^[a-z-]+$/)).length(3),
});

/** A code sample shown with a copy button; `language` picks the highlighting rules. */
export const codeSampleSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: text,
  filename: text,
  language: z.enum(["javascript", "shell"]),
  code: text,
});

export const integrationScenarioSchema = z.object({
  title: text,
  description: text,
  apps: z.array(text).min(1),
});

/** The sample API shapes of docs/spec/site-spec.md §3. */
export const sampleItemSchema = z.object({
  boardId: text,
  itemName: text,
  columnValues: z.object({ status: text, priority: text, assignee: text, dueDate: z.iso.date() }),
});
export const sampleWebhookSchema = z.object({
  boardId: text,
  url: z.url(),
  event: z.literal("update_item"),
  config: z.object({ itemId: text }),
});
export const sampleTaskSchema = z.object({
  title: text,
  status: z.literal("To Do"),
  assignee: text,
});

export type NavLink = z.infer<typeof navLinkSchema>;
export type NavGroup = z.infer<typeof navGroupSchema>;
export type FeatureCard = z.infer<typeof featureCardSchema>;
export type UseCaseCard = z.infer<typeof useCaseCardSchema>;
export type UseCaseDetail = z.infer<typeof useCaseDetailSchema>;
export type BoardPreview = z.infer<typeof boardPreviewSchema>;
export type InfoCard = z.infer<typeof infoCardSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Integration = z.infer<typeof integrationSchema>;
export type IntegrationCategory = z.infer<typeof integrationCategorySchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type PricingTier = z.infer<typeof pricingTierSchema>;
export type Plan = z.infer<typeof planSchema>;
export type PlanId = Plan["id"];
export type ComparisonGroup = z.infer<typeof comparisonGroupSchema>;
export type FaqEntry = z.infer<typeof faqEntrySchema>;
export type JobOpening = z.infer<typeof jobOpeningSchema>;
export type Author = z.infer<typeof authorSchema>;
export type ArticleTag = z.infer<typeof articleTagSchema>;
export type Template = z.infer<typeof templateSchema>;
export type Webinar = z.infer<typeof webinarSchema>;
export type ApiEndpoint = z.infer<typeof apiEndpointSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type Partner = z.infer<typeof partnerSchema>;
export type PartnerGroup = z.infer<typeof partnerGroupSchema>;
export type DemoProject = z.infer<typeof demoProjectSchema>;
export type DocsSection = z.infer<typeof docsSectionSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type Cta = z.infer<typeof ctaSchema>;
/** A page's opening copy with its two buttons, as the Hero section shows it. */
export interface HeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
  primary: Cta;
  secondary: Cta;
}
export type Capability = z.infer<typeof capabilitySchema>;
export type FeaturePageRecord = z.infer<typeof featurePageSchema>;
export type CodeSample = z.infer<typeof codeSampleSchema>;
export type IntegrationScenario = z.infer<typeof integrationScenarioSchema>;
export type SampleItem = z.infer<typeof sampleItemSchema>;
export type SampleWebhook = z.infer<typeof sampleWebhookSchema>;
export type SampleTask = z.infer<typeof sampleTaskSchema>;

/** A titled part of a legal page: paragraphs, then an optional list. */
export const legalSectionSchema = z.object({
  id: slugText,
  heading: text,
  paragraphs: z.array(text).min(1),
  items: z.array(text).min(1).meta({ title: "Bullet points" }).optional(),
});
export const legalPageSchema = z.object({
  path: internalHref,
  title: text,
  updated: z.iso.date(),
  lead: text,
  sections: z.array(legalSectionSchema).min(2),
});
/** One thing the site keeps about visitors: the privacy page's record per form or feature. */
export const storedDataRecordSchema = z.object({
  id: slugText,
  name: text,
  where: text,
  keeps: z.array(text).min(1),
  why: text,
  howLong: text,
  whoSees: text,
});
/** A page a visitor lands on in the middle of a flow (check your inbox, confirmed, ...). */
export const noticeSchema = z.object({
  path: internalHref,
  title: text,
  description: text.min(50).max(160),
  lead: text,
  paragraphs: z.array(text),
  /** A button that posts to the page's own address (the token of the link it came from). */
  button: text.optional(),
  links: z.array(z.object({ label: text, href: internalHref })).min(1),
});
