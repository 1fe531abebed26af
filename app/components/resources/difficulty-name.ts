import type { GuideSummary } from "~/content/article-types";
import { m } from "~/paraglide/messages.js";

/**
 * A guide's level as front matter names it ("Beginner"), in the page's language: the
 * guides' list badge and a guide's own page say it alike. Kept apart from the badge, so a
 * guide's page names the level without bringing the badge's code along.
 */
const names: Record<GuideSummary["difficulty"], () => string> = {
  Beginner: m.difficulty_beginner,
  Intermediate: m.difficulty_intermediate,
  Advanced: m.difficulty_advanced,
};

export const difficultyName = (difficulty: GuideSummary["difficulty"]) => names[difficulty]();
