import { boardColumns } from "~/content/pictures/board-columns";
import { workOsBoard as picture } from "~/content/pictures/work-os-board";
import { fillText, joinList } from "./fill-blanks";
import { MockWindow } from "./mock-window";
import { pillTone } from "./tones";

/** The weeks the timeline column spans. */
const WEEKS = 7;

/** Features page picture: one board seen as a table with owners, statuses and a timeline. */
export function WorkOsBoardMockup() {
  return (
    <MockWindow
      title={picture.title}
      description={fillText(picture.alt, {
        statuses: joinList([...new Set(picture.rows.map((row) => row.status))]),
      })}
    >
      <div className="grid grid-cols-[minmax(0,1.6fr)_auto_minmax(0,1.2fr)_minmax(0,1.6fr)] items-center gap-x-3 gap-y-2 text-xs">
        <span className="font-semibold text-muted-foreground">{boardColumns.itemHeading}</span>
        <span className="font-semibold text-muted-foreground">{boardColumns.ownerHeading}</span>
        <span className="font-semibold text-muted-foreground">{boardColumns.statusHeading}</span>
        <span className="font-semibold text-muted-foreground">{boardColumns.timelineHeading}</span>
        {picture.rows.map((row) => (
          <div key={row.item} className="contents">
            <span className="truncate font-medium">{row.item}</span>
            <span className="inline-flex size-7 items-center justify-center rounded-full bg-primary-soft text-[10px] font-semibold text-primary">
              {row.owner}
            </span>
            <span
              className={`truncate rounded-md px-2 py-1 text-center font-medium ${pillTone[row.tone]}`}
            >
              {row.status}
            </span>
            <span className="relative h-3 rounded-full bg-muted">
              <span
                className="absolute inset-y-0 rounded-full bg-primary"
                style={{
                  insetInlineStart: `${(row.start / WEEKS) * 100}%`,
                  width: `${(row.span / WEEKS) * 100}%`,
                }}
              />
            </span>
          </div>
        ))}
      </div>
    </MockWindow>
  );
}
