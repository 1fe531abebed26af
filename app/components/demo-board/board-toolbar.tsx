import { Icon } from "~/components/icon";
import { boardLabels, demoBoard } from "~/content/demo-board";
import { cn } from "~/lib/cn";
import { statusIds, statusName } from "./board-model";

export type BoardView = "table" | "kanban";
/** "all", a person's id, or "none" for items nobody owns. */
export type OwnerFilter = string;
export type StatusFilter = string;
export const ALL = "all";
export const NOBODY = "none";

const control =
  "inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring";
const selectClass =
  "h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring";

/** The view switch, the two filters, Undo and Reset. */
export function BoardToolbar({
  view,
  onView,
  owner,
  onOwner,
  status,
  onStatus,
  canUndo,
  onUndo,
  onReset,
}: {
  view: BoardView;
  onView: (view: BoardView) => void;
  owner: OwnerFilter;
  onOwner: (owner: OwnerFilter) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  canUndo: boolean;
  onUndo: () => void;
  onReset: () => void;
}) {
  const views = [
    { id: "table", label: boardLabels.tableView, icon: "table" },
    { id: "kanban", label: boardLabels.kanbanView, icon: "kanban" },
  ] as const;
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <fieldset className="m-0 flex min-w-0 rounded-md border p-0.5">
        <legend className="sr-only">{boardLabels.viewGroup}</legend>
        {views.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={view === option.id}
            onClick={() => onView(option.id)}
            className={cn(
              control,
              "h-8",
              view === option.id ? "bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            <Icon name={option.icon} className="size-4" />
            {option.label}
          </button>
        ))}
      </fieldset>
      <label className="grid gap-1 text-xs font-semibold text-muted-foreground">
        {boardLabels.ownerFilter}
        <select
          name="owner"
          value={owner}
          onChange={(e) => onOwner(e.target.value)}
          className={selectClass}
        >
          <option value={ALL}>{boardLabels.allOwners}</option>
          {demoBoard.people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
          <option value={NOBODY}>{boardLabels.unassigned}</option>
        </select>
      </label>
      <label className="grid gap-1 text-xs font-semibold text-muted-foreground">
        {boardLabels.statusFilter}
        <select
          name="status"
          value={status}
          onChange={(e) => onStatus(e.target.value)}
          className={selectClass}
        >
          <option value={ALL}>{boardLabels.allStatuses}</option>
          {statusIds.map((id) => (
            <option key={id} value={id}>
              {statusName(id)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex gap-2 sm:ms-auto">
        <button
          type="button"
          onClick={onUndo}
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          className={cn(control, "border border-input hover:bg-muted disabled:opacity-60")}
        >
          <Icon name="undo" className="size-4" />
          {boardLabels.undo}
        </button>
        <button
          type="button"
          onClick={onReset}
          className={cn(control, "border border-input hover:bg-muted")}
        >
          <Icon name="reset" className="size-4" />
          {boardLabels.reset}
        </button>
      </div>
    </div>
  );
}
