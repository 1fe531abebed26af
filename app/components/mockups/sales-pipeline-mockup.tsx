import { salesPipeline as picture } from "~/content/pictures/sales-pipeline";
import type { SalesPipelinePicture } from "~/content/pictures.schema";
import { cn } from "~/lib/cn";
import { formatCount, formatFigure, formatUsd } from "~/lib/format-number";
import { fillText, joinList } from "./fill-blanks";
import { MockWindow } from "./mock-window";
import { MoreOnPhone } from "./more-on-phone";
import { markTone } from "./tones";

type Deal = SalesPipelinePicture["stages"][number]["deals"][number];

const stageTotal = (deals: Deal[]) => formatUsd(deals.reduce((sum, deal) => sum + deal.amount, 0));

/** The text alternative: every stage in order, with its deals. */
function description() {
  const stages = picture.stages.map((stage) =>
    fillText(picture.stageAlt, {
      stage: stage.name,
      deals: stage.deals
        .map((deal) =>
          fillText(picture.dealAlt, {
            company: deal.company,
            amount: formatUsd(deal.amount),
            owner: deal.owner,
            tag: deal.tag,
            age: formatFigure({ value: deal.ageDays, unit: "day" }),
          }),
        )
        .join("; "),
    }),
  );
  return fillText(picture.alt, { stages: joinList(stages) });
}

/** CRM picture: the pipeline columns with deal cards showing company, amount, owner, tag and age. */
export function SalesPipelineMockup() {
  return (
    <MockWindow title={picture.title} description={description()}>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {picture.stages.map((stage) => (
          <div
            key={stage.name}
            className="min-w-0 rounded-lg bg-muted p-2.5 max-sm:grid max-sm:grid-cols-[6rem_minmax(0,1fr)] max-sm:gap-x-3"
          >
            <div>
              <div className={`mb-2 h-1 rounded-full ${markTone[stage.tone]}`} />
              <p className="flex items-baseline gap-2 text-xs font-semibold">
                <span className="truncate">{stage.name}</span>
                <span className="ms-auto font-medium text-muted-foreground">
                  {stage.deals.length}
                </span>
              </p>
              <p className="mb-2.5 text-[11px] text-muted-foreground">{stageTotal(stage.deals)}</p>
            </div>
            {/* Its cards may shrink below their words: a long name is cut with "…", not pushed past the frame. */}
            <ul className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
              {stage.deals.map((deal, index) => (
                <li
                  key={deal.company}
                  className={cn(
                    "rounded-md border bg-card p-2.5 text-xs shadow-sm",
                    index > 0 && "max-sm:hidden",
                  )}
                >
                  <p className="truncate font-semibold">{deal.company}</p>
                  <p className="mt-1 text-sm font-bold">{formatUsd(deal.amount)}</p>
                  <div className="mt-2 flex items-center gap-1.5">
                    <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-[10px] font-semibold text-primary">
                      {deal.owner}
                    </span>
                    <span className="truncate rounded bg-accent-soft px-1.5 py-0.5 text-[11px] font-medium text-accent">
                      {deal.tag}
                    </span>
                    <span className="ms-auto shrink-0 text-[11px] text-muted-foreground">
                      {fillText(picture.ageOnCard, { days: formatCount(deal.ageDays) })}
                    </span>
                  </div>
                </li>
              ))}
              <MoreOnPhone total={stage.deals.length} />
            </ul>
          </div>
        ))}
      </div>
    </MockWindow>
  );
}
