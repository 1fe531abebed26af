/** A plan's two prices per seat and month, one figure per currency; null means "talk to us". */
interface Prices {
  monthlyPrice: Record<string, number | undefined> | null;
  yearlyPrice: Record<string, number | undefined> | null;
}

/**
 * The smallest saving yearly billing gives on a paid plan, in whole percent: the figure the
 * pricing page advertises. The page (pricing.ts) and the build's {{pricing.yearlySavingPercent}}
 * (registry.ts) both compute it here, from the prices typed once in content/pricing/plans.json.
 * Each currency's prices are the business's own, so the saving is the smallest in any of them:
 * the sentence stays true whichever currency a visitor reads.
 */
export function smallestYearlySaving(plans: readonly Prices[]): number {
  return Math.min(
    ...plans.flatMap((plan) => {
      const { monthlyPrice, yearlyPrice } = plan;
      if (!monthlyPrice || !yearlyPrice || typeof monthlyPrice !== "object") return [];
      return Object.entries(monthlyPrice).flatMap(([code, monthly]) => {
        const yearly = yearlyPrice[code];
        return monthly && typeof yearly === "number"
          ? [Math.floor((1 - yearly / monthly) * 100)]
          : [];
      });
    }),
  );
}
