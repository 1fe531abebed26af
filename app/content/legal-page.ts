import type { LegalPageFile } from "./legal.schema";
import { legalUpdated } from "./stored-data.js";

/*
 * The privacy, terms and cookies pages are read from content/legal/*.json, one module each
 * (privacy-page.ts, terms-page.ts, cookies-page.ts), so a legal page loads only its own
 * words. Every period they name is a {{storedData.…}} reference to
 * content/legal/stored-data.json, which the server's retention job reads, so the page and
 * the job cannot disagree.
 */

/** A page's file with its address and the date every legal page shares. */
export const legalPage = (path: string, file: LegalPageFile) => ({
  path,
  meta: file.meta,
  title: file.title,
  updated: legalUpdated,
  lead: file.lead,
  sections: file.sections,
});
