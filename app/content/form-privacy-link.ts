import privacyLinkFile from "../../content/forms/privacy-link.json" with { type: "json" };
import type { PrivacyLinkContent } from "./form-privacy-link.schema";

/**
 * The link every form shows beside its button, to the part of /privacy about that form
 * (the contact form's is "#contact-requests", the newsletter's "#newsletter"). A module of
 * its own: every page's JavaScript carries it, and none of the privacy page's text.
 */
export const formPrivacyLink = privacyLinkFile as PrivacyLinkContent;
