import privacyFile from "../../content/legal/privacy.json" with { type: "json" };
import type { PrivacyFile } from "./legal.schema";
import { legalPage } from "./legal-page";

const privacy = privacyFile as PrivacyFile;

/** What each form or feature of the site keeps: one record each, in the order visitors meet them. */
export const storedData = privacy.storedData;

/** The headings of that list: its title and the name of each part of a record. */
export const storedDataLabels = privacy.storedDataLabels;

export const privacyPage = legalPage("/privacy", privacy);

/** The form on /privacy that mails a link to see or erase what the site holds. */
export const dataRequestCopy = privacy.dataRequestForm;
