import { useState } from "react";
import { type BillingPeriod, plans } from "~/content/pricing";
import { plansSection } from "~/content/pricing-page";
import { BillingToggle } from "./billing-toggle";
import { PlanCard } from "./plan-card";

/** The billing toggle and the plan cards it prices. The prerendered page shows monthly. */
export function PricingPlans() {
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  return (
    <>
      <BillingToggle value={period} onChange={setPeriod} />
      <p aria-live="polite" className="mt-3 text-center text-sm text-muted-foreground">
        {plansSection.billingNote[period]}
      </p>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard plan={plan} period={period} />
          </li>
        ))}
      </ul>
    </>
  );
}
