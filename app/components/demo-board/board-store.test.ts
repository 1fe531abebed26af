import { describe, expect, it } from "vitest";
import { findItem, startingBoard } from "./board-model";
import { BOARD_STORAGE_KEY, serializeBoard } from "./board-storage";
import { createBoardStore } from "./board-store";
import { groupAt } from "./board-test-helpers";

/** An in-memory Storage, as the browser's localStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, String(value));
    },
  };
}

const savedBoard = (storage: Storage) => {
  const text = storage.getItem(BOARD_STORAGE_KEY);
  return text ? JSON.parse(text).board : null;
};

describe("the board store", () => {
  it("holds the starting board until it starts, then what was saved", () => {
    const board = startingBoard();
    groupAt(board, 0).name = "Saved sprint";
    const storage = memoryStorage({ [BOARD_STORAGE_KEY]: serializeBoard(board) });
    const store = createBoardStore(() => storage);
    expect(store.getSnapshot().board).toEqual(startingBoard());
    expect(store.start()).toBe(null);
    expect(groupAt(store.getSnapshot().board, 0).name).toBe("Saved sprint");
    expect(store.getServerSnapshot().board).toEqual(startingBoard());
  });

  it("saves each change and removes the board on reset", () => {
    const storage = memoryStorage();
    const store = createBoardStore(() => storage);
    store.start();
    expect(storage.getItem(BOARD_STORAGE_KEY)).toBe(null);
    const result = store.dispatch({ type: "addItem", groupId: "this-sprint", name: "New" });
    expect(result?.change.summary).toBe("Added “New” to This sprint.");
    expect(findItem(savedBoard(storage), "item-1")?.item.name).toBe("New");
    store.dispatch({ type: "reset" });
    expect(storage.getItem(BOARD_STORAGE_KEY)).toBe(null);
    expect(store.dispatch({ type: "deleteItem", itemId: "nope" })).toBe(null);
  });

  it("undo saves the board before, and forgets it when back at the start", () => {
    const storage = memoryStorage();
    const store = createBoardStore(() => storage);
    store.start();
    store.dispatch({ type: "addGroup", name: "A" });
    store.dispatch({ type: "addGroup", name: "B" });
    expect(store.undo()?.summary).toBe("Undone: Added the group B.");
    expect(savedBoard(storage).groups.at(-1).name).toBe("A");
    store.undo();
    expect(storage.getItem(BOARD_STORAGE_KEY)).toBe(null);
    expect(store.canUndo()).toBe(false);
    expect(store.undo()).toBe(null);
  });

  it.each([
    ["unreadable", "{broken"],
    ["outdated", JSON.stringify({ version: 0, board: {} })],
  ])("an %s saved board is removed and the board starts fresh", (notice, text) => {
    const storage = memoryStorage({ [BOARD_STORAGE_KEY]: text });
    const store = createBoardStore(() => storage);
    expect(store.start()).toBe(notice);
    expect(store.getSnapshot().board).toEqual(startingBoard());
    expect(storage.getItem(BOARD_STORAGE_KEY)).toBe(null);
  });

  it("says once when the browser will not store the board, and keeps working", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const store = createBoardStore(() => storage);
    store.start();
    expect(store.dispatch({ type: "addGroup", name: "A" })?.notice).toBe("notSaved");
    expect(store.dispatch({ type: "addGroup", name: "B" })?.notice).toBe(null);
    expect(store.getSnapshot().board.groups.at(-1)?.name).toBe("B");
  });

  it("works without storage at all (blocked by the browser)", () => {
    const store = createBoardStore(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(store.start()).toBe(null);
    expect(store.dispatch({ type: "addGroup", name: "A" })?.notice).toBe("notSaved");
  });

  it("takes over what another tab saved, and its reset", () => {
    const storage = memoryStorage();
    const store = createBoardStore(() => storage);
    store.start();
    store.dispatch({ type: "addGroup", name: "Mine" });
    let notified = 0;
    store.subscribe(() => notified++);
    const theirs = startingBoard();
    groupAt(theirs, 0).name = "Theirs";
    const message = store.sync({ key: BOARD_STORAGE_KEY, newValue: serializeBoard(theirs) });
    expect(message).toBe("The board was changed in another tab.");
    expect(groupAt(store.getSnapshot().board, 0).name).toBe("Theirs");
    expect(store.canUndo()).toBe(false);
    expect(notified).toBe(1);
    expect(store.sync({ key: BOARD_STORAGE_KEY, newValue: serializeBoard(theirs) })).toBe(null);
    expect(store.sync({ key: "other-key", newValue: null })).toBe(null);
    expect(store.sync({ key: BOARD_STORAGE_KEY, newValue: "{broken" })).toBe(null);
    expect(store.sync({ key: BOARD_STORAGE_KEY, newValue: null })).not.toBe(null);
    expect(store.getSnapshot().board).toEqual(startingBoard());
  });
});
