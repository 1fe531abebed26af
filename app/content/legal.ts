import { cookiesPage } from "./cookies-page";
import { privacyPage } from "./privacy-page";
import { termsPage } from "./terms-page";

export { storedData, storedDataLabels } from "./privacy-page";

/** The three legal pages, in the footer's order (for checks; each page imports its own module). */
export const legalPages = [termsPage, privacyPage, cookiesPage] as const;
