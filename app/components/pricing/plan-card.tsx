import { CtaLink } from "~/components/sections/cta-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Mark } from "~/components/ui/mark";
import { type BillingPeriod, type Plan, pricePerSeat } from "~/content/pricing";
import { planActions, plansSection } from "~/content/pricing-page";
import { toast } from "~/hooks/use-toast";
import { cn } from "~/lib/cn";
import type { CurrencyCode } from "~/lib/currencies.js";
import { useCurrency } from "./currency-choice";

/** The plan's price for each billing period; the checked period shows (pricing-plans.tsx). */
function PlanPrices({ plan }: { plan: Plan }) {
  const currency = useCurrency();
  if (pricePerSeat(plan, "monthly", currency) === pricePerSeat(plan, "yearly", currency))
    return <PlanPrice plan={plan} period="monthly" currency={currency} />;
  return (["monthly", "yearly"] as const).map((period) => (
    <div key={period} data-billing={period}>
      <PlanPrice plan={plan} period={period} currency={currency} />
    </div>
  ));
}

function PlanPrice({
  plan,
  period,
  currency,
}: {
  plan: Plan;
  period: BillingPeriod;
  currency: CurrencyCode;
}) {
  const price = pricePerSeat(plan, period, currency);
  if (price === null) {
    return (
      <>
        <p className="text-4xl font-extrabold tracking-tight">{plansSection.customPrice}</p>
        <p className="mt-1 text-sm text-muted-foreground">{plansSection.customNote}</p>
      </>
    );
  }
  return (
    <>
      <p className="flex items-baseline gap-1.5">
        <span className="text-4xl font-extrabold tracking-tight">
          {plansSection.price(price, currency)}
        </span>
        <span className="text-sm text-muted-foreground">{plansSection.perSeat}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {price === 0 ? plansSection.freeNote : plansSection.billedNote[period](price, currency)}
      </p>
    </>
  );
}

function PlanAction({ plan, highlighted }: { plan: Plan; highlighted: boolean }) {
  const action = planActions[plan.id];
  const variant = highlighted ? "primary" : "outline";
  if (action.kind === "link") {
    return (
      <CtaLink
        cta={action}
        variant={variant}
        size="md"
        className="w-full"
        goal={`plan:${plan.id}`}
      />
    );
  }
  return (
    <Button
      variant={variant}
      className="w-full"
      data-goal={`plan:${plan.id}`}
      onClick={() => toast({ title: action.title, description: action.description })}
    >
      {action.label}
      <span className="sr-only"> {plansSection.buttonPlan(plan.name)}</span>
    </Button>
  );
}

export function PlanCard({ plan }: { plan: Plan }) {
  const highlighted = plan.id === plansSection.highlightedPlan;
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex h-full w-full flex-col rounded-lg border bg-card p-6 text-card-foreground shadow-sm",
        highlighted && "border-2 border-primary shadow-lg",
      )}
    >
      {highlighted ? (
        <Badge className="absolute -top-3 inset-s-6 border border-primary bg-background">
          {plansSection.mostPopular}
        </Badge>
      ) : null}
      <h3 id={headingId} className="text-xl font-bold">
        {plan.name}
      </h3>
      <p className="mt-2 min-h-12 text-sm text-muted-foreground">{plan.summary}</p>
      <div className="mt-6">
        <PlanPrices plan={plan} />
      </div>
      <div className="mt-6">
        <PlanAction plan={plan} highlighted={highlighted} />
      </div>
      <ul className="mt-6 grid gap-3 border-t pt-6 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Mark kind="check" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
