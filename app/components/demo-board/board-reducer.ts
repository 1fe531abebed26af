import {
  boardMessages,
  completedGroup,
  doneStatusId,
  newItemPriorityId,
  newItemStatusId,
  reviewStatusIds,
} from "~/content/demo-board";
import {
  type Board,
  type BoardGroup,
  type BoardItem,
  cleanName,
  findGroup,
  findItem,
  MAX_GROUP_NAME,
  MAX_ITEM_NAME,
  type PriorityId,
  personIds,
  personName,
  priorityName,
  type RecipeId,
  recipeText,
  type StatusId,
  startingBoard,
  statusName,
} from "./board-model";

export type BoardAction =
  | { type: "addItem"; groupId: string; name: string }
  | { type: "renameItem"; itemId: string; name: string }
  | { type: "deleteItem"; itemId: string }
  | { type: "setStatus"; itemId: string; status: StatusId }
  | { type: "setOwner"; itemId: string; owner: string | null }
  | { type: "setPriority"; itemId: string; priority: PriorityId }
  /** `index` is the item's place in the target group once it is there. */
  | { type: "moveItem"; itemId: string; groupId: string; index: number }
  | { type: "addGroup"; name: string }
  | { type: "renameGroup"; groupId: string; name: string }
  | { type: "deleteGroup"; groupId: string }
  | { type: "setRecipe"; recipe: RecipeId; on: boolean }
  | { type: "reset" };

/** What a change set off, for the page to show: the recipes' work, and what was lost. */
export type BoardEffect =
  | { type: "movedByAutomation"; item: string; group: string }
  /** `status` is the status's name, as the page's language writes it. */
  | { type: "ownerNotified"; item: string; owner: string | null; status: string }
  | { type: "deleted"; what: string }
  | { type: "reset" };

export interface BoardChange {
  board: Board;
  /** One sentence saying what changed, for the live region and for undo. */
  summary: string;
  effects: BoardEffect[];
  /** The item the change was about, for focus to follow. */
  itemId?: string;
}

const withGroup = (board: Board, groupId: string, update: (g: BoardGroup) => BoardGroup) => ({
  ...board,
  groups: board.groups.map((g) => (g.id === groupId ? update(g) : g)),
});

const withItem = (board: Board, itemId: string, update: (i: BoardItem) => BoardItem) => ({
  ...board,
  groups: board.groups.map((g) =>
    g.items.some((i) => i.id === itemId)
      ? { ...g, items: g.items.map((i) => (i.id === itemId ? update(i) : i)) }
      : g,
  ),
});

/** The board without the item, and the item put into `groupId` at `index` (clamped). */
function placeItem(board: Board, item: BoardItem, groupId: string, index: number): Board {
  const without = board.groups.map((g) => ({
    ...g,
    items: g.items.filter((i) => i.id !== item.id),
  }));
  return {
    ...board,
    groups: without.map((g) => {
      if (g.id !== groupId) return g;
      const at = Math.max(0, Math.min(index, g.items.length));
      return { ...g, items: [...g.items.slice(0, at), item, ...g.items.slice(at)] };
    }),
  };
}

/** The Done recipe: the item goes to the top of Completed, which it recreates if deleted. */
function runDoneRecipe(board: Board, itemId: string): { board: Board; group: string } | null {
  const found = findItem(board, itemId);
  if (!found || found.group.id === completedGroup.id) return null;
  const target = findGroup(board, completedGroup.id);
  const withTarget = target
    ? board
    : { ...board, groups: [...board.groups, { ...completedGroup, items: [] }] };
  return {
    board: placeItem(withTarget, found.item, completedGroup.id, 0),
    group: target?.name ?? completedGroup.name,
  };
}

function setStatus(board: Board, itemId: string, status: StatusId): BoardChange | null {
  const found = findItem(board, itemId);
  if (!found || found.item.status === status) return null;
  let next = withItem(board, itemId, (i) => ({ ...i, status }));
  let summary: string = boardMessages.statusSet(found.item.name, statusName(status));
  const effects: BoardEffect[] = [];
  if (status === doneStatusId && board.recipes["done-to-completed"]) {
    const moved = runDoneRecipe(next, itemId);
    if (moved) {
      next = moved.board;
      summary += ` ${boardMessages.moved(found.item.name, moved.group, 1, findGroup(next, completedGroup.id)?.items.length ?? 1)}`;
      effects.push({ type: "movedByAutomation", item: found.item.name, group: moved.group });
    }
  }
  if (reviewStatusIds.includes(status) && board.recipes["notify-on-review"])
    effects.push({
      type: "ownerNotified",
      item: found.item.name,
      owner: personName(found.item.owner),
      status: statusName(status),
    });
  return { board: next, summary, effects, itemId };
}

/**
 * One change to the board, as a pure function: the new board and what to say about it, or
 * null when the action changes nothing (an unknown id, an empty name, the same value).
 */
export function applyBoardAction(board: Board, action: BoardAction): BoardChange | null {
  switch (action.type) {
    case "addItem": {
      const group = findGroup(board, action.groupId);
      const name = cleanName(action.name, MAX_ITEM_NAME);
      if (!group || !name) return null;
      const item: BoardItem = {
        id: `item-${board.nextId}`,
        name,
        status: newItemStatusId,
        owner: null,
        due: null,
        priority: newItemPriorityId,
      };
      const next = withGroup(board, group.id, (g) => ({ ...g, items: [...g.items, item] }));
      return {
        board: { ...next, nextId: board.nextId + 1 },
        summary: boardMessages.added(name, group.name),
        effects: [],
        itemId: item.id,
      };
    }
    case "renameItem": {
      const found = findItem(board, action.itemId);
      const name = cleanName(action.name, MAX_ITEM_NAME);
      if (!found || !name || name === found.item.name) return null;
      return {
        board: withItem(board, action.itemId, (i) => ({ ...i, name })),
        summary: boardMessages.renamed(found.item.name, name),
        effects: [],
        itemId: action.itemId,
      };
    }
    case "deleteItem": {
      const found = findItem(board, action.itemId);
      if (!found) return null;
      const summary = boardMessages.deleted(found.item.name);
      return {
        board: withGroup(board, found.group.id, (g) => ({
          ...g,
          items: g.items.filter((i) => i.id !== action.itemId),
        })),
        summary,
        effects: [{ type: "deleted", what: summary }],
        itemId: action.itemId,
      };
    }
    case "setStatus":
      return setStatus(board, action.itemId, action.status);
    case "setOwner": {
      const found = findItem(board, action.itemId);
      const owner = action.owner !== null && personIds.includes(action.owner) ? action.owner : null;
      if (!found || found.item.owner === owner) return null;
      return {
        board: withItem(board, action.itemId, (i) => ({ ...i, owner })),
        summary: boardMessages.ownerSet(found.item.name, personName(owner)),
        effects: [],
        itemId: action.itemId,
      };
    }
    case "setPriority": {
      const found = findItem(board, action.itemId);
      if (!found || found.item.priority === action.priority) return null;
      return {
        board: withItem(board, action.itemId, (i) => ({ ...i, priority: action.priority })),
        summary: boardMessages.prioritySet(found.item.name, priorityName(action.priority)),
        effects: [],
        itemId: action.itemId,
      };
    }
    case "moveItem": {
      const found = findItem(board, action.itemId);
      const target = findGroup(board, action.groupId);
      if (!found || !target) return null;
      const next = placeItem(board, found.item, target.id, action.index);
      const placed = findItem(next, action.itemId);
      if (!placed || (placed.group.id === found.group.id && placed.index === found.index))
        return null;
      return {
        board: next,
        summary: boardMessages.moved(
          found.item.name,
          target.name,
          placed.index + 1,
          placed.group.items.length,
        ),
        effects: [],
        itemId: action.itemId,
      };
    }
    case "addGroup": {
      const name = cleanName(action.name, MAX_GROUP_NAME);
      if (!name) return null;
      return {
        board: {
          ...board,
          groups: [...board.groups, { id: `group-${board.nextId}`, name, items: [] }],
          nextId: board.nextId + 1,
        },
        summary: boardMessages.groupAdded(name),
        effects: [],
      };
    }
    case "renameGroup": {
      const group = findGroup(board, action.groupId);
      const name = cleanName(action.name, MAX_GROUP_NAME);
      if (!group || !name || name === group.name) return null;
      return {
        board: withGroup(board, group.id, (g) => ({ ...g, name })),
        summary: boardMessages.groupRenamed(group.name, name),
        effects: [],
      };
    }
    case "deleteGroup": {
      const group = findGroup(board, action.groupId);
      if (!group) return null;
      const summary = boardMessages.groupDeleted(group.name, group.items.length);
      return {
        board: { ...board, groups: board.groups.filter((g) => g.id !== group.id) },
        summary,
        effects: [{ type: "deleted", what: summary }],
      };
    }
    case "setRecipe": {
      if (board.recipes[action.recipe] === action.on) return null;
      const text = recipeText(action.recipe);
      return {
        board: { ...board, recipes: { ...board.recipes, [action.recipe]: action.on } },
        summary: boardMessages.recipeSet(text, action.on),
        effects: [],
      };
    }
    case "reset":
      return {
        board: startingBoard(),
        summary: boardMessages.reset,
        effects: [{ type: "reset" }],
      };
  }
}

/** The board with the changes that can be undone, newest last. */
export interface BoardHistory {
  board: Board;
  past: { id: number; board: Board; summary: string }[];
  nextEntry: number;
}

/** How many changes undo can go back. */
export const UNDO_LIMIT = 50;

export function startHistory(board: Board): BoardHistory {
  return { board, past: [], nextEntry: 1 };
}

/** Applies an action and remembers the board before it; null when nothing changed. */
export function recordChange(
  history: BoardHistory,
  action: BoardAction,
): { history: BoardHistory; change: BoardChange; entry: number } | null {
  const change = applyBoardAction(history.board, action);
  if (!change) return null;
  const entry = history.nextEntry;
  const past = [...history.past, { id: entry, board: history.board, summary: change.summary }];
  return {
    history: { board: change.board, past: past.slice(-UNDO_LIMIT), nextEntry: entry + 1 },
    change,
    entry,
  };
}

/**
 * Goes back one change. With `entry`, only if that change is still the last one (a toast's
 * Undo must not undo something done after it); null when there is nothing to undo.
 */
export function undoChange(
  history: BoardHistory,
  entry?: number,
): { history: BoardHistory; summary: string } | null {
  const last = history.past.at(-1);
  if (!last || (entry !== undefined && last.id !== entry)) return null;
  return {
    history: { ...history, board: last.board, past: history.past.slice(0, -1) },
    summary: boardMessages.undone(last.summary),
  };
}
