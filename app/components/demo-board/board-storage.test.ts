import { describe, expect, it } from "vitest";
import { startingBoard } from "./board-model";
import { BOARD_STORAGE_VERSION, parseSavedBoard, readBoard, serializeBoard } from "./board-storage";
import { groupAt, itemAt } from "./board-test-helpers";

const saved = (board: unknown, version: unknown = BOARD_STORAGE_VERSION) =>
  JSON.stringify({ version, board });

describe("the saved board", () => {
  it("round-trips through its versioned JSON", () => {
    const board = startingBoard();
    itemAt(board, 0, 0).name = "Renamed";
    board.recipes["notify-on-review"] = false;
    const text = serializeBoard(board);
    expect(JSON.parse(text).version).toBe(BOARD_STORAGE_VERSION);
    expect(parseSavedBoard(text)).toEqual({ kind: "ok", board });
  });

  it("nothing saved is empty", () => {
    expect(parseSavedBoard(null)).toEqual({ kind: "empty" });
  });

  it("another version's board is outdated, not read", () => {
    expect(parseSavedBoard(saved(startingBoard(), 0))).toEqual({ kind: "outdated", version: 0 });
    expect(parseSavedBoard(saved(startingBoard(), BOARD_STORAGE_VERSION + 1)).kind).toBe(
      "outdated",
    );
  });

  it.each([
    ["not JSON", "{nope"],
    ["JSON but not an object", "[1,2]"],
    ["no version", JSON.stringify({ board: startingBoard() })],
    ["a version that is not a number", saved(startingBoard(), "1")],
    ["no board", JSON.stringify({ version: BOARD_STORAGE_VERSION })],
  ])("%s is unreadable", (_, text) => {
    expect(parseSavedBoard(text)).toEqual({ kind: "unreadable" });
  });

  const broken: [string, (board: ReturnType<typeof startingBoard>) => unknown][] = [
    [
      "a status by its name, not its id",
      (b) => ((itemAt(b, 0, 0) as { status: string }).status = "In Review"),
    ],
    ["an unknown priority", (b) => ((itemAt(b, 0, 0) as { priority: string }).priority = "")],
    ["an unknown owner", (b) => (itemAt(b, 0, 0).owner = "stranger")],
    ["a bad date", (b) => (itemAt(b, 0, 0).due = "2026-13-45")],
    ["an empty name", (b) => (itemAt(b, 0, 0).name = " ")],
    ["a name too long", (b) => (groupAt(b, 0).name = "x".repeat(61))],
    ["a repeated id", (b) => (itemAt(b, 1, 0).id = itemAt(b, 0, 0).id)],
    ["an id with markup", (b) => (groupAt(b, 0).id = "<b>")],
    ["a missing recipe", (b) => delete (b.recipes as Record<string, boolean>)["notify-on-review"]],
    ["a bad next id", (b) => (b.nextId = 0)],
    ["items that are not a list", (b) => ((groupAt(b, 0) as { items: unknown }).items = {})],
  ];
  it.each(broken)("a board with %s is unreadable", (_, breakIt) => {
    const board = startingBoard();
    breakIt(board);
    expect(parseSavedBoard(saved(board))).toEqual({ kind: "unreadable" });
  });

  it("keeps only the fields it knows", () => {
    const board = startingBoard();
    const extra = { ...board, extra: "x", groups: [{ ...groupAt(board, 0), color: "red" }] };
    expect(readBoard(extra)).toEqual({ ...board, groups: [groupAt(board, 0)] });
  });
});
