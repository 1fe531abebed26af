import { MockWindow } from "./mock-window";
import { MoreOnPhone } from "./more-on-phone";

interface Deal {
  company: string;
  amount: number;
  owner: string;
  tag: string;
  ageDays: number;
}

/** The CRM stages of docs/spec/site-spec.md §4, in pipeline order. */
const stages: { name: string; bar: string; deals: Deal[] }[] = [
  {
    name: "New Leads",
    bar: "bg-muted-foreground",
    deals: [
      { company: "Bluebird Dental", amount: 12000, owner: "JS", tag: "Inbound", ageDays: 2 },
      { company: "Cobalt Freight", amount: 28500, owner: "MK", tag: "Referral", ageDays: 4 },
    ],
  },
  {
    name: "Qualified",
    bar: "bg-primary",
    deals: [
      { company: "Fernwood Schools", amount: 18000, owner: "AL", tag: "Education", ageDays: 6 },
      { company: "Pinecrest Hotels", amount: 22400, owner: "TP", tag: "Inbound", ageDays: 8 },
    ],
  },
  {
    name: "Proposal",
    bar: "bg-accent",
    deals: [
      { company: "Quarry Lane Media", amount: 42000, owner: "RD", tag: "Enterprise", ageDays: 9 },
    ],
  },
  {
    name: "Negotiation",
    bar: "bg-warning",
    deals: [
      { company: "Summit Outfitters", amount: 64000, owner: "TP", tag: "Renewal", ageDays: 12 },
    ],
  },
  {
    name: "Closed Won",
    bar: "bg-success",
    deals: [{ company: "Maple & Finch", amount: 36000, owner: "JS", tag: "Upsell", ageDays: 1 }],
  },
];

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

const stageTotal = (deals: Deal[]) => usd.format(deals.reduce((sum, deal) => sum + deal.amount, 0));

const description = `A Flowboard sales pipeline with five stages in order: ${stages
  .map(
    (stage) =>
      `${stage.name} (${stage.deals
        .map(
          (deal) =>
            `${deal.company}, ${usd.format(deal.amount)}, owner ${deal.owner}, ${deal.tag}, ${deal.ageDays} days old`,
        )
        .join("; ")})`,
  )
  .join(", ")}.`;

/** CRM picture: the pipeline columns with deal cards showing company, amount, owner, tag and age. */
export function SalesPipelineMockup() {
  return (
    <MockWindow title="Sales Pipeline · Q3" description={description}>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {stages.map((stage) => (
          <div
            key={stage.name}
            className="min-w-0 rounded-lg bg-muted p-2.5 max-sm:grid max-sm:grid-cols-[6rem_minmax(0,1fr)] max-sm:gap-x-3"
          >
            <div>
              <div className={`mb-2 h-1 rounded-full ${stage.bar}`} />
              <p className="flex items-baseline gap-2 text-xs font-semibold">
                <span className="truncate">{stage.name}</span>
                <span className="ms-auto font-medium text-muted-foreground">
                  {stage.deals.length}
                </span>
              </p>
              <p className="mb-2.5 text-[11px] text-muted-foreground">{stageTotal(stage.deals)}</p>
            </div>
            <ul className="grid gap-2">
              {stage.deals.map((deal, index) => (
                <li
                  key={deal.company}
                  className={`rounded-md border bg-card p-2.5 text-xs shadow-sm ${index > 0 ? "max-sm:hidden" : ""}`}
                >
                  <p className="truncate font-semibold">{deal.company}</p>
                  <p className="mt-1 text-sm font-bold">{usd.format(deal.amount)}</p>
                  <div className="mt-2 flex items-center gap-1.5">
                    <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-[10px] font-semibold text-primary">
                      {deal.owner}
                    </span>
                    <span className="truncate rounded bg-accent-soft px-1.5 py-0.5 text-[11px] font-medium text-accent">
                      {deal.tag}
                    </span>
                    <span className="ms-auto shrink-0 text-[11px] text-muted-foreground">
                      {deal.ageDays}d
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
