import { Mark } from "~/components/ui/mark";
import { plans } from "~/content/pricing";
import { comparisonGroups, comparisonTableCopy } from "~/content/pricing-comparison";
import type { ComparisonGroup } from "~/content/schemas";
import { m } from "~/paraglide/messages.js";

type Value = ComparisonGroup["rows"][number]["values"]["free"];

function Cell({ value }: { value: Value }) {
  if (value === true) {
    return (
      <>
        <Mark kind="check" className="mx-auto size-5 text-success" />
        <span className="sr-only">{comparisonTableCopy.included}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Mark kind="dash" className="mx-auto size-5 text-muted-foreground" />
        <span className="sr-only">{comparisonTableCopy.notIncluded}</span>
      </>
    );
  }
  return <span className="font-medium">{value}</span>;
}

const stickyColumn = "sticky inset-s-0 z-10 bg-card";

/**
 * A real table, so every cell is read with its row and plan. On a phone it scrolls
 * sideways inside a named, focusable region while the feature names stay put.
 */
export default function ComparisonTable() {
  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground md:hidden">
        {comparisonTableCopy.scrollHint}
      </p>
      <section
        aria-labelledby="compare-caption"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="relative overflow-x-auto rounded-lg border bg-card"
      >
        <table className="w-full min-w-[34rem] border-collapse text-sm">
          <caption id="compare-caption" className="sr-only">
            {comparisonTableCopy.caption}
          </caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className={`${stickyColumn} w-40 p-3 text-start sm:w-64 sm:p-4`}>
                <span className="sr-only">{m.compare_feature_column()}</span>
              </th>
              {plans.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className="p-3 text-center text-base font-bold sm:p-4"
                >
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          {comparisonGroups.map((group) => (
            <tbody key={group.heading}>
              <tr className="bg-muted">
                <th scope="colgroup" colSpan={plans.length + 1} className="p-0 text-start">
                  <span className="sticky inset-s-0 inline-block px-3 py-2 font-semibold sm:px-4">
                    {group.heading}
                  </span>
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.label} className="border-t">
                  <th scope="row" className={`${stickyColumn} p-3 text-start font-normal sm:p-4`}>
                    {row.label}
                  </th>
                  {plans.map((plan) => (
                    <td key={plan.id} className="p-3 text-center sm:p-4">
                      <Cell value={row.values[plan.id]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </section>
    </>
  );
}
