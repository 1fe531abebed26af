import { type FormEvent, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { boardLabels } from "~/content/demo-board";
import { cn } from "~/lib/cn";
import { ADD_GROUP_FIELD_ID, groupControlId, useBoardControls } from "./board-context";
import { MAX_GROUP_NAME, MAX_ITEM_NAME } from "./board-model";
import { EditableName } from "./item-controls";
import { MenuButton } from "./menu-button";

export const groupHeadingId = (groupId: string) => `board-group-${groupId}-name`;

/** A group's name (renamed in place), how many items it shows, and its menu. */
export function GroupHeader({
  group,
  shown,
  className,
}: {
  group: { id: string; name: string };
  shown: number;
  className?: string;
}) {
  const { run, editing, setEditing } = useBoardControls();
  const menuId = groupControlId(group.id, "actions");
  const renaming = editing?.kind === "group" && editing.id === group.id;
  return (
    <div className={cn("flex min-h-9 items-center gap-2", className)}>
      {renaming ? (
        <EditableName
          kind="group"
          id={group.id}
          name={group.name}
          fieldLabel={boardLabels.renameGroupField(group.name)}
          doneFocusId={menuId}
        />
      ) : (
        <h3 id={groupHeadingId(group.id)} className="flex min-w-0 flex-1 items-baseline gap-2">
          <span className="truncate font-semibold">{group.name}</span>
          <span className="shrink-0 text-xs font-normal text-muted-foreground">
            {boardLabels.itemCount(shown)}
          </span>
        </h3>
      )}
      <MenuButton
        id={menuId}
        label={boardLabels.groupActions(group.name)}
        className="size-8 justify-center text-muted-foreground hover:bg-background"
        entries={() => [
          {
            label: boardLabels.rename,
            onSelect: () => setEditing({ kind: "group", id: group.id }),
          },
          {
            label: boardLabels.deleteGroup,
            onSelect: () => run({ type: "deleteGroup", groupId: group.id }, ADD_GROUP_FIELD_ID),
          },
        ]}
      >
        <Icon name="ellipsis" className="size-4" />
      </MenuButton>
    </div>
  );
}

const fieldClass =
  "h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring";
const addButtonClass =
  "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md border border-input bg-background px-3 text-sm font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** A one-field form that adds something; empty input adds nothing and says so. */
function AddForm({
  fieldId,
  fieldLabel,
  placeholder,
  buttonLabel,
  maxLength,
  onAdd,
  className,
}: {
  fieldId: string;
  fieldLabel: string;
  placeholder: string;
  buttonLabel: string;
  maxLength: number;
  onAdd: (name: string) => void;
  className?: string;
}) {
  const [name, setName] = useState("");
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A name typed before the board's code arrived is in the page, not in this state: take
    // it, or the next render would clear the field (the page holds the visitor's Add until
    // the board is live, then replays it).
    const typed = field.current?.value;
    if (typed) setName(typed);
  }, []);
  return (
    <form
      className={cn("flex gap-2", className)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onAdd(name);
        setName("");
      }}
    >
      <label htmlFor={fieldId} className="sr-only">
        {fieldLabel}
      </label>
      <input
        ref={field}
        id={fieldId}
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        className={fieldClass}
      />
      <button type="submit" className={addButtonClass}>
        <Icon name="plus" className="size-4" />
        {buttonLabel}
      </button>
    </form>
  );
}

export function AddItemForm({
  group,
  className,
}: {
  group: { id: string; name: string };
  className?: string;
}) {
  const { run } = useBoardControls();
  return (
    <AddForm
      fieldId={groupControlId(group.id, "add")}
      fieldLabel={boardLabels.newItemField(group.name)}
      placeholder={boardLabels.newItemPlaceholder}
      buttonLabel={boardLabels.addItem}
      maxLength={MAX_ITEM_NAME}
      onAdd={(name) => run({ type: "addItem", groupId: group.id, name })}
      className={className}
    />
  );
}

export function AddGroupForm({ className }: { className?: string }) {
  const { run } = useBoardControls();
  return (
    <AddForm
      fieldId={ADD_GROUP_FIELD_ID}
      fieldLabel={boardLabels.newGroupField}
      placeholder={boardLabels.newGroupPlaceholder}
      buttonLabel={boardLabels.addGroup}
      maxLength={MAX_GROUP_NAME}
      onAdd={(name) => run({ type: "addGroup", name })}
      className={className}
    />
  );
}
