/** A plan's two prices per seat and month; null means "talk to us". */
interface Prices {
  monthlyPrice: number | null;
  yearlyPrice: number | null;
}

/**
 * The smallest saving yearly billing gives on a paid plan, in whole percent: the figure the
 * pricing page advertises. The page (pricing.ts) and the build's {{pricing.yearlySavingPercent}}
 * (registry.ts) both compute it here, from the prices typed once in content/pricing/plans.json.
 */
export function smallestYearlySaving(plans: readonly Prices[]): number {
  return Math.min(
    ...plans.flatMap((plan) =>
      plan.monthlyPrice && plan.yearlyPrice !== null
        ? [Math.floor((1 - plan.yearlyPrice / plan.monthlyPrice) * 100)]
        : [],
    ),
  );
}
