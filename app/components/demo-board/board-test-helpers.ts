import type { Board } from "./board-model";

/** The nth entry of a list, failing the test when it is not there. */
export function nth<T>(list: readonly T[], index: number): T {
  const entry = list[index];
  if (entry === undefined) throw new Error(`no entry ${index}`);
  return entry;
}

export const groupAt = (board: Board, index: number) => nth(board.groups, index);
export const itemAt = (board: Board, group: number, index: number) =>
  nth(groupAt(board, group).items, index);
