import { CurrencyChoice, type CurrencyWords } from "~/components/pricing/currency-choice";
import { CheckList } from "~/components/sections/check-list";
import { CtaLink } from "~/components/sections/cta-link";
import { Section, SectionHeading } from "~/components/sections/section";
import { Badge } from "~/components/ui/badge";
import type { StartupPlan, startupPlansSection } from "~/content/startup-plans";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages.js";

export interface StartupPlansProps {
  section: typeof startupPlansSection;
  plans: StartupPlan[];
  /** The currency choice's words (the plans' `priceWords`). */
  priceWords: CurrencyWords;
}

/**
 * The three startup tiers with their prices and features; shared by both startup pages,
 * which pass the records from their loaders.
 */
export function StartupPlans({ section, plans, priceWords }: StartupPlansProps) {
  const { id, heading, lead, pricingLink } = section;
  return (
    <Section id={id} labelledBy={`${id}-heading`} tone="muted">
      <SectionHeading id={`${id}-heading`} title={heading} lead={lead} />
      <CurrencyChoice words={priceWords} className="mb-8" />
      <ul className="grid gap-6 lg:grid-cols-3">
        {plans.map(({ tier, cta, highlighted }) => (
          <li
            key={tier.name}
            className={cn(
              "flex flex-col rounded-lg border bg-card p-6 shadow-sm sm:p-8",
              highlighted && "border-2 border-primary",
            )}
          >
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-xl font-bold">{tier.name}</h3>
              {highlighted ? <Badge>{m.plan_most_popular()}</Badge> : null}
            </div>
            <p className="mt-4 text-4xl font-extrabold tracking-tight">{tier.price}</p>
            <CheckList items={tier.features} className="mt-6 flex-1 content-start" />
            <CtaLink
              cta={cta}
              size="md"
              variant={highlighted ? "primary" : "outline"}
              className="mt-8 w-full"
            />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <CtaLink cta={pricingLink} variant="link" size="md" />
      </p>
    </Section>
  );
}
