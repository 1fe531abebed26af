import { MockWindow } from "./mock-window";

const statusLook = {
  Done: "bg-success-soft text-success",
  "Working on it": "bg-warning-soft text-warning",
  Stuck: "bg-destructive/10 text-destructive",
  "Not started": "bg-muted text-muted-foreground",
} as const;

type Status = keyof typeof statusLook;

const rows: { item: string; owner: string; status: Status; start: number; span: number }[] = [
  { item: "Brief and goals", owner: "AL", status: "Done", start: 0, span: 2 },
  { item: "Design review", owner: "MK", status: "Working on it", start: 1, span: 3 },
  { item: "Build landing page", owner: "JS", status: "Working on it", start: 2, span: 3 },
  { item: "Legal sign-off", owner: "RD", status: "Stuck", start: 3, span: 2 },
  { item: "Launch email", owner: "TP", status: "Not started", start: 5, span: 2 },
];

/** Features page picture: one board seen as a table with owners, statuses and a timeline. */
export function WorkOsBoardMockup() {
  return (
    <MockWindow
      title="Product Launch · Main table"
      description="A Flowboard board for a product launch: five items with an owner, a status (Done, Working on it, Stuck, Not started) and a bar on a seven-week timeline."
    >
      <div className="grid grid-cols-[minmax(0,1.6fr)_auto_minmax(0,1.2fr)_minmax(0,1.6fr)] items-center gap-x-3 gap-y-2 text-xs">
        <span className="font-semibold text-muted-foreground">Item</span>
        <span className="font-semibold text-muted-foreground">Owner</span>
        <span className="font-semibold text-muted-foreground">Status</span>
        <span className="font-semibold text-muted-foreground">Timeline</span>
        {rows.map((row) => (
          <div key={row.item} className="contents">
            <span className="truncate font-medium">{row.item}</span>
            <span className="inline-flex size-7 items-center justify-center rounded-full bg-primary-soft text-[10px] font-semibold text-primary">
              {row.owner}
            </span>
            <span
              className={`truncate rounded-md px-2 py-1 text-center font-medium ${statusLook[row.status]}`}
            >
              {row.status}
            </span>
            <span className="relative h-3 rounded-full bg-muted">
              <span
                className="absolute inset-y-0 rounded-full bg-primary"
                style={{
                  insetInlineStart: `${(row.start / 7) * 100}%`,
                  width: `${(row.span / 7) * 100}%`,
                }}
              />
            </span>
          </div>
        ))}
      </div>
    </MockWindow>
  );
}
