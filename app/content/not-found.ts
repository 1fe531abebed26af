import notFoundFile from "../../content/pages/not-found.json" with { type: "json" };
import type { NotFoundContent } from "./not-found.schema";

/** Copy of the page an unknown address shows, from content/pages/not-found.json. */
export const notFound = notFoundFile as NotFoundContent;
