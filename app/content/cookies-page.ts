import cookiesFile from "../../content/legal/cookies.json" with { type: "json" };
import type { LegalPageFile } from "./legal.schema";
import { legalPage } from "./legal-page";

export const cookiesPage = legalPage("/cookies", cookiesFile as LegalPageFile);
