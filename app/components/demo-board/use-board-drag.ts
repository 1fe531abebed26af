import {
  type Announcements,
  type CollisionDetection,
  closestCorners,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  PointerSensor,
  pointerWithin,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useRef, useState } from "react";
import { boardMessages } from "~/content/demo-board";
import type { BoardGroup } from "./board-model";
import type { BoardAction } from "./board-reducer";

/** Droppable ids of the groups themselves (an empty group still takes a drop). */
export const groupDropId = (groupId: string) => `group:${groupId}`;
const isGroupDrop = (id: UniqueIdentifier) => String(id).startsWith("group:");

function groupOf(groups: readonly BoardGroup[], id: UniqueIdentifier) {
  return isGroupDrop(id)
    ? groups.find((g) => groupDropId(g.id) === id)
    : groups.find((g) => g.items.some((i) => i.id === id));
}

/** The item under the pointer first, else the group under it, else the nearest. */
const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  const items = within.filter((hit) => !isGroupDrop(hit.id));
  if (items.length > 0) return items;
  return within.length > 0 ? within : closestCorners(args);
};

/**
 * Dragging items between and within groups with dnd-kit. While a drag is under way the
 * board shows a preview (the item already in the group it is over, so that list opens a
 * gap); on drop the whole move is one board change, undone in one step.
 */
export function useBoardDrag(groups: readonly BoardGroup[], run: (action: BoardAction) => void) {
  const [preview, setPreview] = useState<readonly BoardGroup[] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const previewRef = useRef(preview);
  previewRef.current = preview;
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the grip is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
  );
  const shown = preview ?? groups;
  const nameOf = (id: UniqueIdentifier) =>
    groups.flatMap((g) => g.items).find((i) => i.id === id)?.name ?? "";

  const update = (next: readonly BoardGroup[] | null) => {
    previewRef.current = next;
    setPreview(next);
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    update(groups);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const list = previewRef.current;
    if (!list || !over) return;
    const from = groupOf(list, active.id);
    const to = groupOf(list, over.id);
    const item = from?.items.find((i) => i.id === active.id);
    if (!from || !to || !item || from.id === to.id) return;
    const overIndex = to.items.findIndex((i) => i.id === over.id);
    const index = overIndex >= 0 ? overIndex : to.items.length;
    update(
      list.map((g) => {
        if (g.id === from.id) return { ...g, items: g.items.filter((i) => i.id !== item.id) };
        if (g.id === to.id)
          return { ...g, items: [...g.items.slice(0, index), item, ...g.items.slice(index)] };
        return g;
      }),
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const list = previewRef.current;
    update(null);
    setActiveId(null);
    const group = list && over ? groupOf(list, active.id) : undefined;
    if (!group) return;
    const at = group.items.findIndex((i) => i.id === active.id);
    const overAt = group.items.findIndex((i) => i.id === over?.id);
    run({
      type: "moveItem",
      itemId: String(active.id),
      groupId: group.id,
      index: overAt >= 0 ? overAt : at,
    });
  };

  const onDragCancel = () => {
    update(null);
    setActiveId(null);
  };

  // The board's own live region says where a dropped item went; these cover the rest.
  const announcements: Announcements = {
    onDragStart: ({ active }) => boardMessages.pickedUp(nameOf(active.id)),
    onDragOver: () => undefined,
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => boardMessages.dragCancelled(nameOf(active.id)),
  };

  return {
    groups: shown,
    activeItem: activeId
      ? (shown.flatMap((g) => g.items).find((i) => i.id === activeId) ?? null)
      : null,
    context: {
      sensors,
      collisionDetection: collisions,
      onDragStart,
      onDragOver,
      onDragEnd,
      onDragCancel,
      accessibility: {
        announcements,
        screenReaderInstructions: { draggable: boardMessages.dragInstructions },
      },
    },
  };
}
