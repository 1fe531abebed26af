import { boardMessages } from "~/content/demo-board";
import { reachGoal } from "~/lib/analytics/goal";
import { type Board, startingBoard } from "./board-model";
import {
  type BoardAction,
  type BoardChange,
  type BoardHistory,
  recordChange,
  startHistory,
  undoChange,
} from "./board-reducer";
import { BOARD_STORAGE_KEY, parseSavedBoard, serializeBoard } from "./board-storage";

/** Why the board could not keep what was saved, or cannot save: each shown once. */
export type BoardNotice = "unreadable" | "outdated" | "notSaved";

export interface StorageEventLike {
  key: string | null;
  newValue: string | null;
  storageArea?: Storage | null;
}

type Listener = () => void;

const sameBoard = (a: Board, b: Board) => serializeBoard(a) === serializeBoard(b);

/**
 * The demo board's state for one tab: the board and its undo history, kept in
 * localStorage (only there: nothing leaves the browser) and in step with other tabs
 * through the storage event. Before `start()` it holds the starting board, the one the
 * page is prerendered with, so hydration matches; `start()` then reads what was saved.
 */
export function createBoardStore(getStorage: () => Storage | null) {
  let used = false;
  const initial = startHistory(startingBoard());
  let history = initial;
  let storage: Storage | null = null;
  let saveFailed = false;
  const listeners = new Set<Listener>();

  function set(next: BoardHistory) {
    history = next;
    for (const listener of listeners) listener();
  }

  /** Writes the board (or, after a reset, forgets it); a notice the first time that fails. */
  function save(reset: boolean): BoardNotice | null {
    try {
      if (!storage) throw new Error("no storage");
      if (reset) storage.removeItem(BOARD_STORAGE_KEY);
      else storage.setItem(BOARD_STORAGE_KEY, serializeBoard(history.board));
      return null;
    } catch {
      if (saveFailed) return null;
      saveFailed = true;
      return "notSaved";
    }
  }

  /** Takes a board from outside (storage), dropping the undo history if it differs. */
  function adopt(board: Board): boolean {
    if (sameBoard(board, history.board)) return false;
    set(startHistory(board));
    return true;
  }

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => history,
    getServerSnapshot: () => initial,

    /**
     * Reads the saved board (called when the board mounts). A saved board that cannot be
     * read, or was saved by another version, is removed and the board starts fresh: the
     * returned notice says which.
     */
    start(): BoardNotice | null {
      try {
        storage = getStorage();
      } catch {
        storage = null;
      }
      if (!storage) return null;
      let saved: string | null;
      try {
        saved = storage.getItem(BOARD_STORAGE_KEY);
      } catch {
        return null;
      }
      const parsed = parseSavedBoard(saved);
      if (parsed.kind === "ok") {
        adopt(parsed.board);
        return null;
      }
      if (parsed.kind === "empty") {
        if (!saveFailed) adopt(startingBoard());
        return null;
      }
      try {
        storage.removeItem(BOARD_STORAGE_KEY);
      } catch {
        // Nothing more to do: the board starts fresh either way.
      }
      adopt(startingBoard());
      return parsed.kind;
    },

    /** Applies a change, saves it and says what happened; null when nothing changed. */
    dispatch(
      action: BoardAction,
    ): { change: BoardChange; entry: number; notice: BoardNotice | null } | null {
      const result = recordChange(history, action);
      if (!result) return null;
      set(result.history);
      // The visit analytics' goal, once per page: the visitor changed the board.
      if (!used) reachGoal("demo-board");
      used = true;
      return { change: result.change, entry: result.entry, notice: save(action.type === "reset") };
    },

    canUndo: () => history.past.length > 0,

    /** Undoes the last change (only change `entry`, if given); the message to read out. */
    undo(entry?: number): { summary: string; notice: BoardNotice | null } | null {
      const result = undoChange(history, entry);
      if (!result) return null;
      set(result.history);
      const backAtStart = sameBoard(result.history.board, startingBoard());
      return { summary: result.summary, notice: save(backAtStart) };
    },

    /** Another tab saved or reset the board: take it over. The message, if it changed. */
    sync(event: StorageEventLike): string | null {
      if (event.key !== BOARD_STORAGE_KEY && event.key !== null) return null;
      if (storage && event.storageArea && event.storageArea !== storage) return null;
      const parsed = parseSavedBoard(event.key === null ? null : event.newValue);
      const board =
        parsed.kind === "ok" ? parsed.board : parsed.kind === "empty" ? startingBoard() : null;
      return board && adopt(board) ? boardMessages.otherTab : null;
    },
  };
}

export type BoardStore = ReturnType<typeof createBoardStore>;

/** The page's one board store, reading the browser's localStorage when it starts. */
export const boardStore = createBoardStore(() =>
  typeof window === "undefined" ? null : window.localStorage,
);
