import type { z } from "zod";
// company, legal, forms and chrome
import { articleTagsSchema } from "./article-tags.schema.ts";
import { authorsSchema } from "./authors.schema.ts";
import { careersSchema } from "./careers.schema.ts";
import { aboutSchema } from "./company.schema.ts";
import { contactSchema } from "./contact.schema.ts";
import { contactFieldsSchema } from "./contact-fields.schema.ts";
import { contactMessagesSchema } from "./contact-messages.schema.ts";
import { contactOutcomesSchema } from "./contact-outcomes.schema.ts";
import { customersSchema } from "./customers.schema.ts";
import { feedsSchema } from "./feeds.schema.ts";
import { footerSchema } from "./footer.schema.ts";
import { privacyLinkSchema } from "./form-privacy-link.schema.ts";
import { homeSchema } from "./home.schema.ts";
import { legalPageFileSchema, privacyFileSchema } from "./legal.schema.ts";
import { navigationSchema } from "./navigation.schema.ts";
import { newsletterSchema } from "./newsletter.schema.ts";
import { notFoundSchema } from "./not-found.schema.ts";
import { noticesSchema } from "./notices.schema.ts";
import { partnersSchema } from "./partners.schema.ts";
import { searchPageSchema } from "./search-page.schema.ts";
import { siteSchema } from "./site.schema.ts";
import { siteChromeSchema } from "./site-chrome.schema.ts";
import { storedDataFacts } from "./stored-data.js";
import { storedDataSchema } from "./stored-data.schema.ts";

/**
 * Every content file of the site, with the schema that checks it: the one list the build
 * (pipeline/vite/content.ts), the content check (registry.test.ts) and the editor
 * (`npm run edit`, whose fields are generated from these schemas) read. Words and figures
 * live in the files under content/; the modules beside this one read them with types.
 */
export interface ContentFile {
  /** From the repository's root. */
  path: string;
  /** What an editor calls it. */
  label: string;
  schema: z.ZodType;
  /** The page that shows it, previewed beside the editor. */
  preview: string;
  /**
   * Read by the server or the build's Node steps as the file stands, not through Vite: it
   * may hold no {{references}}.
   */
  readOutsideVite?: true;
}

export const contentFiles = [
  {
    path: "content/site.json",
    label: "Site: name, figures and address",
    schema: siteSchema,
    preview: "/about",
    readOutsideVite: true,
  },
  { path: "content/pages/home.json", label: "Home page", schema: homeSchema, preview: "/" },
  // company, legal, forms and chrome
  {
    path: "content/chrome/navigation.json",
    label: "Header menus and links",
    schema: navigationSchema,
    preview: "/",
  },
  { path: "content/chrome/footer.json", label: "Footer", schema: footerSchema, preview: "/" },
  {
    path: "content/chrome/site-chrome.json",
    label: "Announcement bar and copyright",
    schema: siteChromeSchema,
    preview: "/",
  },
  {
    path: "content/pages/search.json",
    label: "Search page",
    schema: searchPageSchema,
    preview: "/search",
  },
  {
    path: "content/pages/not-found.json",
    label: "Page not found (404)",
    schema: notFoundSchema,
    preview: "/404",
  },
  {
    path: "content/legal/stored-data.json",
    label: "Privacy: how long data is kept, newsletter consent, legal pages' date",
    schema: storedDataSchema,
    preview: "/privacy",
    readOutsideVite: true,
  },
  {
    path: "content/legal/privacy.json",
    label: "Privacy page",
    schema: privacyFileSchema,
    preview: "/privacy",
  },
  {
    path: "content/legal/terms.json",
    label: "Terms of use",
    schema: legalPageFileSchema,
    preview: "/terms",
  },
  {
    path: "content/legal/cookies.json",
    label: "Cookies page",
    schema: legalPageFileSchema,
    preview: "/cookies",
  },
  {
    path: "content/forms/notices.json",
    label: "Newsletter and data-request pages, and the blog's sign-up",
    schema: noticesSchema,
    preview: "/newsletter/check-inbox",
  },
  {
    path: "content/forms/newsletter.json",
    label: "Newsletter sign-up (footer)",
    schema: newsletterSchema,
    preview: "/",
  },
  {
    path: "content/forms/privacy-link.json",
    label: "Forms: the link to the privacy page",
    schema: privacyLinkSchema,
    preview: "/contact",
  },
  {
    path: "content/forms/contact-fields.json",
    label: "Contact form: subjects and answer lengths",
    schema: contactFieldsSchema,
    preview: "/contact",
    readOutsideVite: true,
  },
  {
    path: "content/forms/contact-messages.json",
    label: "Contact form: error messages",
    schema: contactMessagesSchema,
    preview: "/contact",
    readOutsideVite: true,
  },
  {
    path: "content/pages/contact.json",
    label: "Contact page",
    schema: contactSchema,
    preview: "/contact",
  },
  {
    path: "content/pages/contact-outcomes.json",
    label: "Contact: message sent and not sent pages",
    schema: contactOutcomesSchema,
    preview: "/contact/thanks",
  },
  { path: "content/pages/about.json", label: "About page", schema: aboutSchema, preview: "/about" },
  {
    path: "content/pages/careers.json",
    label: "Careers: open roles and perks",
    schema: careersSchema,
    preview: "/careers",
  },
  {
    path: "content/pages/customers.json",
    label: "Customers: stories and industries",
    schema: customersSchema,
    preview: "/customers",
  },
  {
    path: "content/pages/partners.json",
    label: "Partners",
    schema: partnersSchema,
    preview: "/partners",
  },
  {
    path: "content/articles/authors.json",
    label: "Authors of articles",
    schema: authorsSchema,
    preview: "/resources/blog",
    readOutsideVite: true,
  },
  {
    path: "content/articles/tags.json",
    label: "Article tags",
    schema: articleTagsSchema,
    preview: "/resources/blog",
    readOutsideVite: true,
  },
  {
    path: "content/articles/feeds.json",
    label: "Blog and changelog feeds: titles and descriptions",
    schema: feedsSchema,
    preview: "/resources/blog",
    readOutsideVite: true,
  },
] as const satisfies readonly ContentFile[];

export function contentFileAt(file: string): ContentFile | undefined {
  return contentFiles.find((entry) => entry.path === file);
}

/**
 * What a {{reference}} in a content file may name, and where it comes from: a fact typed
 * once and shown wherever a sentence needs it, e.g. "Trusted by
 * {{site.figures.companiesTrusting}} Leading Companies".
 */
export const factSources: Record<string, { path: string; select: (data: never) => unknown }> = {
  site: { path: "content/site.json", select: (data) => data },
  // company, legal, forms and chrome
  storedData: { path: "content/legal/stored-data.json", select: storedDataFacts },
};
