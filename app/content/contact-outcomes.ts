import outcomesFile from "../../content/pages/contact-outcomes.json" with { type: "json" };
import type { ContactOutcomesContent } from "./contact-outcomes.schema";

// The pages after the contact form, apart from the form's own copy so /contact does not
// load them; from content/pages/contact-outcomes.json.
const outcomes = outcomesFile as ContactOutcomesContent;

const { meta: thanksMeta, eyebrow: thanksEyebrow, ...thanks } = outcomes.thanks;
const { meta: notSentMeta, eyebrow: notSentEyebrow, ...notSent } = outcomes.notSent;

/** The page a sent message lands on when JavaScript does not run (and its next steps). */
export const contactThanks = thanks;
export const contactThanksPage = { meta: thanksMeta, eyebrow: thanksEyebrow };

/** The page a static copy of the site (no form server) shows when the form is sent. */
export const contactNotSent = notSent;
export const contactNotSentPage = { meta: notSentMeta, eyebrow: notSentEyebrow };
