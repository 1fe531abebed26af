import { plansSection } from "~/content/pricing-page";

/**
 * Monthly or yearly billing as two native radio buttons drawn as a segmented control:
 * arrow keys, the visible legend and the checked state come from the browser, and the
 * prices follow the checked one in CSS (pricing-plans.tsx).
 */
export function BillingToggle() {
  return (
    <fieldset className="text-center">
      <legend className="mx-auto mb-3 text-sm font-semibold">{plansSection.billingLegend}</legend>
      <div className="inline-flex flex-wrap justify-center gap-1 rounded-full border bg-muted p-1">
        {plansSection.periods.map((period) => (
          <label
            key={period.value}
            className="cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="billing-period"
              value={period.value}
              defaultChecked={period.value === "monthly"}
              data-answered-by="css"
              className="sr-only"
            />
            {period.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
