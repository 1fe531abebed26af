import { createContext, useContext } from "react";
import type { BoardAction } from "./board-reducer";

/** What is being renamed in place, if anything. */
export interface Editing {
  kind: "item" | "group";
  id: string;
}

/** What the board's parts share: how to change the board, and where focus goes next. */
export interface BoardControls {
  /** Applies a change; `focusId` names the element to focus once it has rendered. */
  run: (action: BoardAction, focusId?: string) => void;
  /** The groups, in order, for the "Move to" entries. */
  groups: readonly { id: string; name: string }[];
  editing: Editing | null;
  setEditing: (editing: Editing | null) => void;
}

export const BoardContext = createContext<BoardControls | null>(null);

export function useBoardControls(): BoardControls {
  const controls = useContext(BoardContext);
  if (!controls) throw new Error("Board parts must be inside the live board.");
  return controls;
}

/** Ids of an item's controls, so focus can follow an item that moved. */
export const controlId = (itemId: string, control: "actions" | "status") =>
  `board-${itemId}-${control}`;
export const groupControlId = (groupId: string, control: "actions" | "add") =>
  `board-group-${groupId}-${control}`;
export const ADD_GROUP_FIELD_ID = "board-add-group";
