import { boardColumns } from "~/content/pictures/board-columns";
import type { BoardPreview } from "~/content/schemas";
import { cn } from "~/lib/cn";
import { localeNamed } from "~/lib/locales.js";
import { pageLocale } from "~/lib/localized-content";
import { MockWindow } from "./mock-window";

/**
 * The status pill's colours. Kept here rather than read from tones.ts: the /demo-projects
 * board's bytes are at their budget, and a shared chunk of the pictures' tones cost it
 * 0.2 KB gzip more than these five lines.
 */
const toneClass: Record<BoardPreview["rows"][number]["tone"], string> = {
  done: "bg-success-soft text-success",
  active: "bg-warning-soft text-warning",
  blocked: "bg-destructive/10 text-destructive",
  waiting: "bg-muted text-muted-foreground",
  info: "bg-primary-soft text-primary",
};

/**
 * A deal's size in US dollars, short, as the page's language writes it ("$48K", "48.000 $").
 * Intl here rather than format-number.ts's formatFigure: the /demo-projects board's bytes are
 * at their budget, and this picture is all of that file it would use.
 */
const dealSize = (dollars: number) =>
  new Intl.NumberFormat(localeNamed(pageLocale()).intl, {
    style: "currency",
    currency: "USD",
    notation: "compact",
  }).format(dollars);

/** A board drawn from data: one row per item with its owner and a labelled status. */
export function BoardPreviewMockup({
  board,
  className,
}: {
  board: BoardPreview;
  className?: string;
}) {
  return (
    <MockWindow title={board.title} description={board.alt} className={className}>
      {/* The item and the status share the width (a status wraps between its words, never
          inside one): a status sized to its longest ("Wartet auf Freigabe") left the items a
          column of letters. */}
      <div className="grid grid-cols-[minmax(0,3fr)_auto_minmax(min-content,2fr)] items-center gap-x-3 gap-y-2 text-xs">
        <span className="font-semibold text-muted-foreground">{boardColumns.itemHeading}</span>
        <span className="font-semibold text-muted-foreground">{boardColumns.ownerHeading}</span>
        <span className="font-semibold text-muted-foreground">{boardColumns.statusHeading}</span>
        {board.rows.map((row) => (
          <div key={row.item} className="contents">
            <span className="rounded-md bg-muted px-2 py-1.5 leading-snug font-medium">
              {row.amount === undefined ? row.item : `${row.item} · ${dealSize(row.amount)}`}
            </span>
            <span className="inline-flex size-7 items-center justify-center rounded-full bg-primary-soft text-[10px] font-semibold text-primary">
              {row.owner}
            </span>
            <span
              className={cn(
                "rounded-md px-2 py-1 text-center font-medium hyphens-none wrap-normal",
                toneClass[row.tone],
              )}
            >
              {row.status}
            </span>
          </div>
        ))}
      </div>
    </MockWindow>
  );
}
