import cardsFile from "../../content/collections/use-cases.json" with { type: "json" };
import type { UseCaseCard } from "./schemas";
import type { UseCaseCardsContent } from "./use-cases.schema";

/**
 * The six team types, from content/collections/use-cases.json. The home page's "What would
 * you like to manage?" grid and the use-cases page both render from this list; each card
 * links to its section there, and `use-case-details.ts` adds the sections' content to these
 * same records.
 */
export const useCaseCards: readonly UseCaseCard[] = (cardsFile as UseCaseCardsContent).useCaseCards;
