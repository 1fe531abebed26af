import cardsFile from "../../content/solutions/cards.json" with { type: "json" };
import type { FeatureCard } from "./schemas";
import type { SolutionsContent } from "./solutions.schema";

/** Solutions by company stage and need (content/solutions/cards.json); home shows the first three. */
export const solutions = (cardsFile as SolutionsContent).cards as readonly FeatureCard[];
