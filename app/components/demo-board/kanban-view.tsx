import { boardLabels } from "~/content/demo-board";
import { cn } from "~/lib/cn";
import { controlId } from "./board-context";
import {
  emptyText,
  type ItemFilter,
  placedItems,
  SortableGroup,
  useSortableItem,
} from "./board-lists";
import type { BoardGroup, BoardItem } from "./board-model";
import { AddItemForm, GroupHeader, groupHeadingId } from "./group-parts";
import {
  DragHandle,
  DueDate,
  EditableName,
  ItemActionsMenu,
  type ItemPlace,
  OwnerMenu,
  PriorityMenu,
  StatusMenu,
} from "./item-controls";

function ItemCard({ item, place }: { item: BoardItem; place: ItemPlace }) {
  const { setNodeRef, handle, style, isDragging } = useSortableItem(item.id);
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn(
        "rounded-md border bg-card p-2 shadow-sm",
        isDragging && "relative z-10 opacity-40",
      )}
    >
      <div className="flex items-start gap-1">
        <DragHandle {...handle} />
        <div className="min-w-0 flex-1 py-1.5 text-sm font-medium">
          <EditableName
            kind="item"
            id={item.id}
            name={item.name}
            fieldLabel={boardLabels.renameItemField(item.name)}
            doneFocusId={controlId(item.id, "actions")}
          />
        </div>
        <ItemActionsMenu item={item} place={place} />
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 ps-1 text-xs">
        <StatusMenu item={item} />
        <PriorityMenu item={item} />
        <OwnerMenu item={item} />
        <DueDate due={item.due} />
      </div>
    </li>
  );
}

/** The Kanban view: each group a column of cards, side by side, scrolled sideways on phones. */
export function KanbanView({
  groups,
  filter,
}: {
  groups: readonly BoardGroup[];
  filter: ItemFilter;
}) {
  return (
    <div className="relative -mx-1 flex gap-4 overflow-x-auto px-1 pb-3">
      {groups.map((group) => {
        const shown = placedItems(group, filter);
        return (
          <section
            key={group.id}
            aria-labelledby={groupHeadingId(group.id)}
            className="flex w-72 shrink-0 flex-col rounded-lg bg-muted p-3"
          >
            <GroupHeader group={group} shown={shown.length} className="mb-2" />
            <SortableGroup
              group={group}
              ids={shown.map(({ item }) => item.id)}
              render={(setRef, isOver) => (
                <ul
                  ref={setRef}
                  className={cn(
                    "grid min-h-16 content-start gap-2 rounded-md",
                    isOver && "bg-primary-soft",
                  )}
                >
                  {shown.map(({ item, place }) => (
                    <ItemCard key={item.id} item={item} place={place} />
                  ))}
                  {shown.length === 0 ? (
                    <li className="px-1 py-3 text-sm text-muted-foreground">{emptyText(group)}</li>
                  ) : null}
                </ul>
              )}
            />
            <AddItemForm group={group} className="mt-3" />
          </section>
        );
      })}
    </div>
  );
}
