import { SAVED_BOARD_KEY } from "~/lib/saved-board.js";
import {
  type Board,
  type BoardGroup,
  type BoardItem,
  MAX_GROUP_NAME,
  MAX_ITEM_NAME,
  type PriorityId,
  personIds,
  priorityIds,
  recipeIds,
  type StatusId,
  statusIds,
} from "./board-model";

/** The localStorage key of the demo board (the head script reads it too), and the version of what it holds. */
export const BOARD_STORAGE_KEY = SAVED_BOARD_KEY;
/** 2: statuses and priorities kept by id, not by their English names. */
export const BOARD_STORAGE_VERSION = 2;

export type SavedBoard =
  | { kind: "empty" }
  | { kind: "ok"; board: Board }
  /** Not JSON, or not a board this version can trust. */
  | { kind: "unreadable" }
  /** Saved by another version of the demo. */
  | { kind: "outdated"; version: unknown };

export function serializeBoard(board: Board): string {
  return JSON.stringify({ version: BOARD_STORAGE_VERSION, board });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is string =>
  typeof value === "string" && /^[a-z0-9-]{1,40}$/.test(value);

const isName = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.trim().length > 0 && value.length <= max;

const isIsoDate = (value: unknown): value is string =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function readItem(value: unknown): BoardItem | null {
  if (!isRecord(value)) return null;
  const { id, name, status, owner, due, priority } = value;
  if (!isId(id) || !isName(name, MAX_ITEM_NAME)) return null;
  if (!statusIds.includes(status as StatusId)) return null;
  if (!priorityIds.includes(priority as PriorityId)) return null;
  if (owner !== null && !personIds.includes(owner as string)) return null;
  if (due !== null && !isIsoDate(due)) return null;
  return {
    id,
    name,
    status: status as StatusId,
    owner: owner as string | null,
    due: due as string | null,
    priority: priority as PriorityId,
  };
}

function readGroup(value: unknown): BoardGroup | null {
  if (!isRecord(value) || !isId(value.id) || !isName(value.name, MAX_GROUP_NAME)) return null;
  if (!Array.isArray(value.items)) return null;
  const items = value.items.map(readItem);
  if (items.some((item) => item === null)) return null;
  return { id: value.id, name: value.name, items: items as BoardItem[] };
}

/** A board from untrusted JSON, checked field by field; null if anything is off. */
export function readBoard(value: unknown): Board | null {
  if (!isRecord(value) || !Array.isArray(value.groups) || !isRecord(value.recipes)) return null;
  const { nextId, recipes } = value;
  if (typeof nextId !== "number" || !Number.isSafeInteger(nextId) || nextId < 1) return null;
  if (!recipeIds.every((id) => typeof recipes[id] === "boolean")) return null;
  const groups = value.groups.map(readGroup);
  if (groups.some((group) => group === null)) return null;
  const ids = (groups as BoardGroup[]).flatMap((g) => [g.id, ...g.items.map((i) => i.id)]);
  if (new Set(ids).size !== ids.length) return null;
  return {
    groups: groups as BoardGroup[],
    recipes: Object.fromEntries(recipeIds.map((id) => [id, recipes[id]])) as Board["recipes"],
    nextId,
  };
}

/** What a saved string holds: nothing, a board, or something to reset with a notice. */
export function parseSavedBoard(saved: string | null): SavedBoard {
  if (saved === null) return { kind: "empty" };
  let data: unknown;
  try {
    data = JSON.parse(saved);
  } catch {
    return { kind: "unreadable" };
  }
  if (!isRecord(data)) return { kind: "unreadable" };
  if (data.version !== BOARD_STORAGE_VERSION) {
    // Only a number is a version; anything else is not ours to interpret.
    return typeof data.version === "number"
      ? { kind: "outdated", version: data.version }
      : { kind: "unreadable" };
  }
  const board = readBoard(data.board);
  return board ? { kind: "ok", board } : { kind: "unreadable" };
}
