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

const COLUMNS = 7;

function ItemRow({ item, place }: { item: BoardItem; place: ItemPlace }) {
  const { setNodeRef, handle, style, isDragging } = useSortableItem(item.id);
  return (
    <tr
      ref={setNodeRef}
      style={style}
      className={cn("border-t bg-card", isDragging && "relative z-10 opacity-40")}
    >
      <td className="w-10 py-1.5 ps-2">
        <DragHandle {...handle} />
      </td>
      <th scope="row" className="py-1.5 pe-3 text-start font-medium">
        <EditableName
          kind="item"
          id={item.id}
          name={item.name}
          fieldLabel={boardLabels.renameItemField(item.name)}
          doneFocusId={controlId(item.id, "actions")}
        />
      </th>
      <td className="py-1.5 pe-3">
        <OwnerMenu item={item} />
      </td>
      <td className="py-1.5 pe-3">
        <StatusMenu item={item} />
      </td>
      <td className="py-1.5 pe-3">
        <DueDate due={item.due} />
      </td>
      <td className="py-1.5 pe-3">
        <PriorityMenu item={item} />
      </td>
      <td className="w-10 py-1.5 pe-2 text-end">
        <ItemActionsMenu item={item} place={place} />
      </td>
    </tr>
  );
}

/** The Table view: each group a table of its items, one row each. */
export function TableView({
  groups,
  filter,
}: {
  groups: readonly BoardGroup[];
  filter: ItemFilter;
}) {
  const { columns } = boardLabels;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-8">
      {groups.map((group) => {
        const shown = placedItems(group, filter);
        return (
          <section key={group.id} aria-labelledby={groupHeadingId(group.id)} className="min-w-0">
            <GroupHeader group={group} shown={shown.length} className="mb-2" />
            <div className="relative overflow-x-auto rounded-lg border">
              <table
                aria-labelledby={groupHeadingId(group.id)}
                className="w-full min-w-[46rem] text-sm"
              >
                <thead className="bg-muted text-xs text-muted-foreground [&_th]:text-start">
                  <tr>
                    <th scope="col" className="w-10 py-2 ps-2">
                      <span className="sr-only">{boardLabels.dragHint}</span>
                    </th>
                    <th scope="col" className="py-2 pe-3 font-semibold">
                      {columns.item}
                    </th>
                    <th scope="col" className="py-2 pe-3 font-semibold">
                      {columns.owner}
                    </th>
                    <th scope="col" className="py-2 pe-3 font-semibold">
                      {columns.status}
                    </th>
                    <th scope="col" className="py-2 pe-3 font-semibold">
                      {columns.due}
                    </th>
                    <th scope="col" className="py-2 pe-3 font-semibold">
                      {columns.priority}
                    </th>
                    <th scope="col" className="w-10 py-2 pe-2">
                      <span className="sr-only">{boardLabels.actionsColumn}</span>
                    </th>
                  </tr>
                </thead>
                <SortableGroup
                  group={group}
                  ids={shown.map(({ item }) => item.id)}
                  render={(setRef, isOver) => (
                    <tbody ref={setRef} className={cn(isOver && "bg-primary-soft")}>
                      {shown.map(({ item, place }) => (
                        <ItemRow key={item.id} item={item} place={place} />
                      ))}
                      {shown.length === 0 ? (
                        <tr className="border-t">
                          <td colSpan={COLUMNS} className="px-3 py-4 text-muted-foreground">
                            {emptyText(group)}
                          </td>
                        </tr>
                      ) : null}
                    </tbody>
                  )}
                />
              </table>
            </div>
            <AddItemForm group={group} className="mt-3 max-w-md" />
          </section>
        );
      })}
    </div>
  );
}
