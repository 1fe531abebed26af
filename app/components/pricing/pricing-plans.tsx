import { type BillingPeriod, plans, priceWords } from "~/content/pricing";
import { plansSection } from "~/content/pricing-page";
import { BillingToggle } from "./billing-toggle";
import { CurrencyChoice } from "./currency-choice";
import { PlanCard } from "./plan-card";

const periods: BillingPeriod[] = ["monthly", "yearly"];

/**
 * The billing switch and the plan cards it prices. Both periods are in the HTML; the
 * checked radio shows one (`[data-billing-plans]` in app.css), so the switch answers at
 * once, with or without JavaScript, and costs no framework work. Monthly is checked at first.
 */
export function PricingPlans() {
  return (
    <div data-billing-plans="">
      <BillingToggle />
      <CurrencyChoice words={priceWords} className="mt-6" />
      <p aria-live="polite" className="mt-3 text-center text-sm text-muted-foreground">
        {periods.map((period) => (
          <span key={period} data-billing={period}>
            {plansSection.billingNote[period]}
          </span>
        ))}
      </p>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
    </div>
  );
}
