import cookiesFile from "../../content/legal/cookies.json" with { type: "json" };
import privacyFile from "../../content/legal/privacy.json" with { type: "json" };
import termsFile from "../../content/legal/terms.json" with { type: "json" };
import type { LegalPageFile, PrivacyFile } from "./legal.schema";
import { legalUpdated } from "./stored-data.js";

/*
 * The privacy, terms and cookies pages, from content/legal/*.json. Every period they name is
 * a {{storedData.…}} reference to content/legal/stored-data.json, which the server's
 * retention job reads, so the page and the job cannot disagree.
 */

const privacy = privacyFile as PrivacyFile;

/** A page's file with its address and the date every legal page shares. */
const legalPage = (path: string, file: LegalPageFile) => ({
  path,
  title: file.title,
  description: file.description,
  updated: legalUpdated,
  lead: file.lead,
  sections: file.sections,
});

/** What each form or feature of the site keeps: one record each, in the order visitors meet them. */
export const storedData = privacy.storedData;

/** The headings of that list: its title and the name of each part of a record. */
export const storedDataLabels = privacy.storedDataLabels;

export const privacyPage = legalPage("/privacy", privacy);
export const termsPage = legalPage("/terms", termsFile as LegalPageFile);
export const cookiesPage = legalPage("/cookies", cookiesFile as LegalPageFile);

export const legalPages = [termsPage, privacyPage, cookiesPage] as const;

/** The form on /privacy that mails a link to see or erase what the site holds. */
export const dataRequestCopy = privacy.dataRequestForm;
