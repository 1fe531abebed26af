import { boardColumns } from "~/content/pictures/board-columns";
import { cn } from "~/lib/cn";
import { formatCount } from "~/lib/format-number";
import { fillText } from "./fill-blanks";

/**
 * "+N more" at the foot of a mock-up column: at phone width a column shows only its first
 * card (the others are `max-sm:hidden`), so this says how many are left out.
 */
export function MoreOnPhone({ total, className }: { total: number; className?: string }) {
  if (total <= 1) return null;
  return (
    <li className={cn("text-[11px] text-muted-foreground sm:hidden", className)}>
      {fillText(boardColumns.moreCards, { count: formatCount(total - 1) })}
    </li>
  );
}
