import { demoBoard } from "~/content/demo-board";

/**
 * The board as the reducer changes it and localStorage keeps it. Statuses and priorities are
 * held by id ("in-review"): the automations match ids, and each language shows its names.
 */
export type StatusId = string;
export type PriorityId = string;
export type RecipeId = (typeof demoBoard.recipes)[number]["id"];

export interface BoardItem {
  id: string;
  name: string;
  status: StatusId;
  /** A person's id from the content, or null when nobody owns it. */
  owner: string | null;
  /** An ISO date, or null. */
  due: string | null;
  priority: PriorityId;
}

export interface BoardGroup {
  id: string;
  name: string;
  items: BoardItem[];
}

export interface Board {
  groups: BoardGroup[];
  recipes: Record<RecipeId, boolean>;
  /** Next number for the ids of added items and groups, so ids never repeat. */
  nextId: number;
}

export const statusIds: readonly StatusId[] = demoBoard.statuses.map((s) => s.id);
export const priorityIds: readonly PriorityId[] = demoBoard.priorities.map((p) => p.id);
export const recipeIds: readonly RecipeId[] = demoBoard.recipes.map((r) => r.id);
export const personIds: readonly string[] = demoBoard.people.map((p) => p.id);

/** Longest names the board accepts; longer input is cut. */
export const MAX_ITEM_NAME = 80;
export const MAX_GROUP_NAME = 60;

export function startingBoard(): Board {
  return {
    groups: demoBoard.groups.map((group) => ({
      id: group.id,
      name: group.name,
      items: group.items.map(({ statusId, priorityId, ...item }) => ({
        ...item,
        status: statusId,
        priority: priorityId,
      })),
    })),
    recipes: { "done-to-completed": true, "notify-on-review": true },
    nextId: 1,
  };
}

export function personName(id: string | null): string | null {
  return demoBoard.people.find((p) => p.id === id)?.name ?? null;
}

export function personInitials(id: string | null): string | null {
  return demoBoard.people.find((p) => p.id === id)?.initials ?? null;
}

export function statusTone(status: StatusId) {
  return demoBoard.statuses.find((s) => s.id === status)?.tone ?? "waiting";
}

/** A status's name in the page's language ("In Prüfung" for in-review on a German page). */
export function statusName(status: StatusId): string {
  return demoBoard.statuses.find((s) => s.id === status)?.name ?? status;
}

/** A priority's name in the page's language. */
export function priorityName(priority: PriorityId): string {
  return demoBoard.priorities.find((p) => p.id === priority)?.name ?? priority;
}

export function recipeText(id: RecipeId): string {
  return demoBoard.recipes.find((r) => r.id === id)?.text ?? id;
}

/** Where an item sits: its group, and its index there. */
export function findItem(board: Board, itemId: string) {
  for (const group of board.groups) {
    const index = group.items.findIndex((item) => item.id === itemId);
    const item = group.items[index];
    if (item) return { group, index, item };
  }
  return null;
}

export function findGroup(board: Board, groupId: string) {
  return board.groups.find((group) => group.id === groupId) ?? null;
}

/** A name as typed, trimmed, with inner runs of space collapsed and cut to `max`. */
export function cleanName(name: string, max: number): string {
  return name.replace(/\s+/g, " ").trim().slice(0, max).trim();
}
