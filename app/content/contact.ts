import contactFile from "../../content/pages/contact.json" with { type: "json" };
import type { ContactContent } from "./contact.schema";

/** The contact page's copy (docs/spec/site-spec.md §2.14), from content/pages/contact.json. */
const contact = contactFile as ContactContent;

export const contactMeta = contact.meta;

/** Support hours (docs/spec/site-spec.md §2.14, §9), one row per span of days. */
export const supportHours = contact.supportHours;

export const contactIntro = contact.intro;

export const contactForm = contact.form;

export const contactDetails = contact.details;
