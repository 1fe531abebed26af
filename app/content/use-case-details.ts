import detailsFile from "../../content/pages/use-cases.json" with { type: "json" };
import type { UseCaseDetail } from "./schemas";
import type { UseCaseDetailsContent } from "./use-case-details.schema";
import { useCaseCards } from "./use-cases";

/*
 * The use-cases page's content, from content/pages/use-cases.json. It lives apart from the
 * cards so the home page, which shows only the cards, does not download it; ids, titles and
 * order still come from the cards.
 */
const page = detailsFile as UseCaseDetailsContent;

/** The page's title; its description is the hero's lead. */
export const useCasesMeta = page.meta;

/** Copy of the use-cases page (docs/spec/site-spec.md §2.1) around the cards and details. */
export const useCasesIntro = page.useCasesIntro;
export const useCaseSummarySection = page.useCaseSummarySection;

/** Heading of each detail's feature list. */
export const useCaseFeaturesHeading = page.useCaseFeaturesHeading;
export const useCaseBenefitsHeading = page.useCaseBenefitsHeading;

export const useCasesCta = page.useCasesCta;

/** The detailed sections of the use-cases page, in the order and with the titles of the cards. */
export const useCaseDetails: UseCaseDetail[] = useCaseCards.map((card) => {
  const detail = page.details[card.id];
  if (!detail) throw new Error(`content/pages/use-cases.json has no section for ${card.id}`);
  return { id: card.id, title: card.title, benefits: card.benefits, ...detail };
});
