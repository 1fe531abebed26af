import { Icon } from "~/components/icon";
import { Link } from "~/components/ui/site-link";
import { inCurrency } from "~/content/pricing";
import { pricingFaqEntries } from "~/content/pricing-faq";
import { useCurrency } from "./currency-choice";

/** Questions as native disclosure widgets: they open without JavaScript and are searchable. */
export default function PricingFaq() {
  const currency = useCurrency();
  return (
    <div className="mx-auto max-w-3xl divide-y rounded-lg border bg-card">
      {pricingFaqEntries.map((entry) => (
        <details key={entry.question} className="group px-5 py-4 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-1 font-semibold [&::-webkit-details-marker]:hidden">
            {entry.question}
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-3 text-muted-foreground">{inCurrency(entry.answer, currency)}</p>
          {entry.link ? (
            <Link
              to={entry.link.href}
              className="mt-3 inline-block rounded-sm font-semibold text-primary hover:underline"
            >
              {entry.link.label}
            </Link>
          ) : null}
        </details>
      ))}
    </div>
  );
}
