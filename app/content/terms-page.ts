import termsFile from "../../content/legal/terms.json" with { type: "json" };
import type { LegalPageFile } from "./legal.schema";
import { legalPage } from "./legal-page";

export const termsPage = legalPage("/terms", termsFile as LegalPageFile);
