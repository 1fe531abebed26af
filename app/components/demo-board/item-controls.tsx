import type { DraggableSyntheticListeners } from "@dnd-kit/core";
import { type FormEvent, useEffect, useRef } from "react";
import { Icon } from "~/components/icon";
import { boardLabels, demoBoard } from "~/content/demo-board";
import { cn } from "~/lib/cn";
import { formatShortDate } from "~/lib/format-short-date";
import { controlId, groupControlId, useBoardControls } from "./board-context";
import {
  type BoardItem,
  MAX_GROUP_NAME,
  MAX_ITEM_NAME,
  personInitials,
  personName,
  priorityIds,
  priorityName,
  statusIds,
  statusName,
  statusTone,
} from "./board-model";
import { MenuButton } from "./menu-button";

const toneClass = {
  done: "bg-success-soft text-success",
  active: "bg-warning-soft text-warning",
  blocked: "bg-destructive/10 text-destructive",
  waiting: "bg-muted text-muted-foreground",
  info: "bg-primary-soft text-primary",
} as const;

/** By the priority's id; the word beside the colour carries the meaning. */
const priorityClass: Record<string, string> = {
  critical: "text-destructive",
  high: "text-warning",
  medium: "text-primary",
  low: "text-muted-foreground",
};

const pill = "h-8 px-2.5 text-xs font-semibold whitespace-nowrap";

/** The grip a pointer drags the item by; keyboard users move items from its menu instead. */
export function DragHandle({
  listeners,
  setRef,
}: {
  listeners: DraggableSyntheticListeners;
  setRef: (node: HTMLElement | null) => void;
}) {
  return (
    <span
      ref={setRef}
      {...listeners}
      aria-hidden="true"
      title={boardLabels.dragHint}
      data-drag-handle=""
      className="inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted active:cursor-grabbing"
    >
      <Icon name="grip" className="size-4" />
    </span>
  );
}

export function StatusMenu({ item }: { item: BoardItem }) {
  const { run } = useBoardControls();
  const id = controlId(item.id, "status");
  return (
    <MenuButton
      id={id}
      label={boardLabels.statusMenu(item.name, statusName(item.status))}
      className={cn(pill, "rounded-full", toneClass[statusTone(item.status)])}
      entries={() =>
        statusIds.map((status) => ({
          label: statusName(status),
          checked: status === item.status,
          onSelect: () => run({ type: "setStatus", itemId: item.id, status }, id),
        }))
      }
    >
      {statusName(item.status)}
    </MenuButton>
  );
}

export function OwnerMenu({ item }: { item: BoardItem }) {
  const { run } = useBoardControls();
  const owner = personName(item.owner) ?? boardLabels.unassigned;
  const initials = personInitials(item.owner);
  const choices = [...demoBoard.people.map((p) => ({ id: p.id, name: p.name })), null];
  return (
    <MenuButton
      id={`board-${item.id}-owner`}
      label={boardLabels.ownerMenu(item.name, owner)}
      className={cn(pill, "-ms-1 font-medium hover:bg-muted")}
      entries={() =>
        choices.map((person) => ({
          label: person?.name ?? boardLabels.unassigned,
          checked: (person?.id ?? null) === item.owner,
          onSelect: () => run({ type: "setOwner", itemId: item.id, owner: person?.id ?? null }),
        }))
      }
    >
      <span
        aria-hidden="true"
        className={cn(
          "inline-flex size-6 items-center justify-center rounded-full text-[0.625rem] font-bold",
          initials ? "bg-primary text-primary-foreground" : "border border-dashed border-input",
        )}
      >
        {initials}
      </span>
      {owner}
    </MenuButton>
  );
}

export function PriorityMenu({ item }: { item: BoardItem }) {
  const { run } = useBoardControls();
  return (
    <MenuButton
      id={`board-${item.id}-priority`}
      label={boardLabels.priorityMenu(item.name, priorityName(item.priority))}
      className={cn(pill, "-ms-1 hover:bg-muted", priorityClass[item.priority])}
      entries={() =>
        priorityIds.map((priority) => ({
          label: priorityName(priority),
          checked: priority === item.priority,
          onSelect: () => run({ type: "setPriority", itemId: item.id, priority }),
        }))
      }
    >
      {priorityName(item.priority)}
    </MenuButton>
  );
}

export function DueDate({ due }: { due: string | null }) {
  return (
    <span className={cn("whitespace-nowrap", !due && "text-muted-foreground")}>
      {due ? formatShortDate(due) : boardLabels.noDueDate}
    </span>
  );
}

/** Where an item is in its group (of the whole group, filters aside), for its menu. */
export interface ItemPlace {
  groupId: string;
  index: number;
  count: number;
  /** The ids of the items before and after it, for focus after a delete. */
  before?: string;
  after?: string;
}

export function ItemActionsMenu({ item, place }: { item: BoardItem; place: ItemPlace }) {
  const { run, groups, setEditing } = useBoardControls();
  const id = controlId(item.id, "actions");
  const move = (groupId: string, index: number) =>
    run({ type: "moveItem", itemId: item.id, groupId, index }, id);
  const afterDelete = place.after ?? place.before;
  return (
    <MenuButton
      id={id}
      label={boardLabels.itemActions(item.name)}
      className="size-8 justify-center text-muted-foreground hover:bg-muted"
      entries={() => [
        { label: boardLabels.rename, onSelect: () => setEditing({ kind: "item", id: item.id }) },
        {
          label: boardLabels.moveUp,
          disabled: place.index === 0,
          onSelect: () => move(place.groupId, place.index - 1),
        },
        {
          label: boardLabels.moveDown,
          disabled: place.index === place.count - 1,
          onSelect: () => move(place.groupId, place.index + 1),
        },
        ...groups
          .filter((group) => group.id !== place.groupId)
          .map((group) => ({
            label: boardLabels.moveTo(group.name),
            onSelect: () => move(group.id, Number.MAX_SAFE_INTEGER),
          })),
        {
          label: boardLabels.deleteItem,
          onSelect: () =>
            run(
              { type: "deleteItem", itemId: item.id },
              afterDelete
                ? controlId(afterDelete, "actions")
                : groupControlId(place.groupId, "add"),
            ),
        },
      ]}
    >
      <Icon name="ellipsis" className="size-4" />
    </MenuButton>
  );
}

/** A name, or the field that renames it in place (Enter or leaving saves, Escape cancels). */
export function EditableName({
  kind,
  id,
  name,
  fieldLabel,
  className,
  doneFocusId,
}: {
  kind: "item" | "group";
  id: string;
  name: string;
  fieldLabel: string;
  className?: string;
  doneFocusId: string;
}) {
  const { run, editing, setEditing } = useBoardControls();
  const field = useRef<HTMLInputElement>(null);
  const finished = useRef(false);
  const active = editing?.kind === kind && editing.id === id;
  useEffect(() => {
    if (!active) return;
    finished.current = false;
    field.current?.focus();
    field.current?.select();
  }, [active]);
  if (!active) return <span className={className}>{name}</span>;
  const finish = (save: boolean) => {
    // Escape moves focus away, which would blur the field and save after all.
    if (finished.current) return;
    finished.current = true;
    const value = field.current?.value ?? "";
    setEditing(null);
    if (save && kind === "item") run({ type: "renameItem", itemId: id, name: value }, doneFocusId);
    else if (save) run({ type: "renameGroup", groupId: id, name: value }, doneFocusId);
    else document.getElementById(doneFocusId)?.focus();
  };
  return (
    <form
      className="min-w-0 flex-1"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        finish(true);
      }}
    >
      <input
        ref={field}
        aria-label={fieldLabel}
        defaultValue={name}
        maxLength={kind === "item" ? MAX_ITEM_NAME : MAX_GROUP_NAME}
        className="h-8 w-full min-w-32 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
        onBlur={() => finish(true)}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.preventDefault();
          finish(false);
        }}
      />
    </form>
  );
}
