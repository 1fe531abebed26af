import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { boardLabels } from "~/content/demo-board";
import type { BoardGroup, BoardItem } from "./board-model";
import type { ItemPlace } from "./item-controls";
import { groupDropId } from "./use-board-drag";

export type ItemFilter = (item: BoardItem) => boolean;

/** Each shown item of a group with its place in the whole group (filters aside). */
export function placedItems(group: BoardGroup, filter: ItemFilter) {
  return group.items.flatMap((item, index) =>
    filter(item)
      ? [
          {
            item,
            place: {
              groupId: group.id,
              index,
              count: group.items.length,
              before: group.items[index - 1]?.id,
              after: group.items[index + 1]?.id,
            } satisfies ItemPlace,
          },
        ]
      : [],
  );
}

/** What a group with nothing to show says instead. */
export function emptyText(group: BoardGroup) {
  return group.items.length === 0 ? boardLabels.emptyGroup : boardLabels.noMatches;
}

/** The drag state of one item: where its element and grip attach, and how it is drawn. */
export function useSortableItem(id: string) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } =
    useSortable({ id });
  return {
    setNodeRef,
    handle: { listeners, setRef: setActivatorNodeRef },
    style: { transform: CSS.Translate.toString(transform), transition },
    isDragging,
  };
}

/**
 * A group's list as a drop target (so an empty group takes a drop) and a sortable list of
 * its shown items. `render` draws the list element with the ref it must carry.
 */
export function SortableGroup({
  group,
  ids,
  render,
}: {
  group: BoardGroup;
  ids: string[];
  render: (setRef: (node: HTMLElement | null) => void, isOver: boolean) => ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: groupDropId(group.id) });
  return (
    <SortableContext id={group.id} items={ids} strategy={verticalListSortingStrategy}>
      {render(setNodeRef, isOver)}
    </SortableContext>
  );
}
