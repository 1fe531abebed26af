import newsletterFile from "../../content/forms/newsletter.json" with { type: "json" };
import type { NewsletterContent } from "./newsletter.schema";

/*
 * The copy of the newsletter sign-up forms, from content/forms/newsletter.json. The footer's
 * form is on every page, so this module is in every page's JavaScript: the pages of the flows
 * are in notices.ts. What the form says once sent comes from the server's answer.
 */
const file = newsletterFile as NewsletterContent;

/** The sign-up forms: the footer's short one and the fuller one below blog posts. */
export const newsletterCopy = file.form;

/** What the footer's form says when its post does not reach the server. */
export const newsletterFailed = file.failed;
