import { consentText } from "./stored-data.js";

/*
 * The copy of the newsletter sign-up forms. The footer's form is on every page,
 * so this module is in every page's JavaScript: the pages of the flows are in notices.ts.
 * What the form says once sent comes from the server's answer.
 */

/** The sign-up forms: the footer's short one and the fuller one below blog posts. */
export const newsletterCopy = {
  heading: "Get product news",
  label: "Email address",
  placeholder: "Enter your email",
  submit: "Subscribe",
  consent: consentText,
} as const;

/** What the footer's form says when its post does not reach the server. */
export const newsletterFailed =
  "The sign-up did not go through. Check your connection and try again.";
