import { afterEach, describe, expect, it } from "vitest";
import { demoBoard } from "~/content/demo-board";
import germanBoard from "../../../content/translations/de/collections/demo-board.json" with {
  type: "json",
};
import {
  type Board,
  findItem,
  personName,
  recipeText,
  startingBoard,
  statusName,
} from "./board-model";
import {
  applyBoardAction,
  type BoardAction,
  recordChange,
  startHistory,
  UNDO_LIMIT,
  undoChange,
} from "./board-reducer";
import { groupAt, itemAt, nth } from "./board-test-helpers";

const names = (board: Board, groupId: string) =>
  board.groups.find((g) => g.id === groupId)?.items.map((i) => i.name);

// The board's items, groups, people and statuses are the editors'
// (content/collections/demo-board.json): the tests name them by id and read their words.
const start = startingBoard();
const name = (itemId: string) => findItem(start, itemId)?.item.name ?? itemId;
const group = (groupId: string) => start.groups.find((g) => g.id === groupId)?.name ?? groupId;
const ownerOf = (itemId: string) => personName(findItem(start, itemId)?.item.owner ?? null);
const startNames = (groupId: string) => names(start, groupId) ?? [];

function apply(board: Board, action: BoardAction) {
  const change = applyBoardAction(board, action);
  if (!change) throw new Error(`no change for ${action.type}`);
  return change;
}

describe("the starting board", () => {
  it("has three groups, the last one Completed, and both recipes on", () => {
    const board = startingBoard();
    expect(board.groups.map((g) => g.id)).toEqual(["this-sprint", "next-sprint", "completed"]);
    expect(board.recipes).toEqual({ "done-to-completed": true, "notify-on-review": true });
  });

  it("is a fresh copy each time", () => {
    const a = startingBoard();
    itemAt(a, 0, 0).name = "changed";
    expect(itemAt(startingBoard(), 0, 0).name).toBe(itemAt(start, 0, 0).name);
  });
});

describe("item actions", () => {
  it("adds an item at the end of a group with a new id, To Do and no owner", () => {
    const board = startingBoard();
    const change = apply(board, { type: "addItem", groupId: "next-sprint", name: "  Ship   it " });
    const added = findItem(change.board, "item-1");
    expect(added?.item).toEqual({
      id: "item-1",
      name: "Ship it",
      status: "to-do",
      owner: null,
      due: null,
      priority: "medium",
    });
    expect(added?.group.id).toBe("next-sprint");
    expect(added?.index).toBe(startNames("next-sprint").length);
    expect(change.board.nextId).toBe(2);
    expect(change.summary).toBe(`Added “Ship it” to ${group("next-sprint")}.`);
    expect(groupAt(board, 1).items).toHaveLength(startNames("next-sprint").length);
  });

  it("ignores an empty name or an unknown group", () => {
    const board = startingBoard();
    expect(applyBoardAction(board, { type: "addItem", groupId: "next-sprint", name: "  " })).toBe(
      null,
    );
    expect(applyBoardAction(board, { type: "addItem", groupId: "nope", name: "A" })).toBe(null);
  });

  it("cuts a long name to 80 characters", () => {
    const change = apply(startingBoard(), {
      type: "addItem",
      groupId: "this-sprint",
      name: "x".repeat(200),
    });
    expect(findItem(change.board, "item-1")?.item.name).toHaveLength(80);
  });

  it("renames an item, and ignores the same name", () => {
    const board = startingBoard();
    const change = apply(board, { type: "renameItem", itemId: "dark-mode", name: "Dark theme" });
    expect(findItem(change.board, "dark-mode")?.item.name).toBe("Dark theme");
    expect(change.summary).toBe(`Renamed “${name("dark-mode")}” to “Dark theme”.`);
    expect(
      applyBoardAction(board, { type: "renameItem", itemId: "dark-mode", name: name("dark-mode") }),
    ).toBe(null);
  });

  it("deletes an item and reports it for an undo toast", () => {
    const change = apply(startingBoard(), { type: "deleteItem", itemId: "launch-post" });
    expect(findItem(change.board, "launch-post")).toBe(null);
    expect(change.effects).toEqual([
      { type: "deleted", what: `Deleted “${name("launch-post")}”.` },
    ]);
  });

  it("sets the owner (a known person or nobody) and the priority", () => {
    const board = startingBoard();
    const owned = apply(board, { type: "setOwner", itemId: "onboarding-checklist", owner: "rae" });
    expect(findItem(owned.board, "onboarding-checklist")?.item.owner).toBe("rae");
    expect(owned.summary).toBe(
      `“${name("onboarding-checklist")}” now belongs to ${personName("rae")}.`,
    );
    const unowned = apply(owned.board, {
      type: "setOwner",
      itemId: "onboarding-checklist",
      owner: null,
    });
    expect(unowned.summary).toBe(`“${name("onboarding-checklist")}” has no owner now.`);
    const priority = apply(board, { type: "setPriority", itemId: "dark-mode", priority: "low" });
    expect(findItem(priority.board, "dark-mode")?.item.priority).toBe("low");
    expect(
      applyBoardAction(board, { type: "setPriority", itemId: "dark-mode", priority: "medium" }),
    ).toBe(null);
  });

  it("an unknown owner id counts as nobody", () => {
    const change = apply(startingBoard(), {
      type: "setOwner",
      itemId: "dark-mode",
      owner: "stranger",
    });
    expect(findItem(change.board, "dark-mode")?.item.owner).toBe(null);
  });
});

describe("moving items", () => {
  it("reorders within a group", () => {
    const change = apply(startingBoard(), {
      type: "moveItem",
      itemId: "pricing-copy",
      groupId: "this-sprint",
      index: 0,
    });
    const others = startNames("this-sprint").filter((n) => n !== name("pricing-copy"));
    expect(names(change.board, "this-sprint")).toEqual([name("pricing-copy"), ...others]);
    expect(change.summary).toBe(
      `Moved “${name("pricing-copy")}” to ${group("this-sprint")}, position 1 of ${others.length + 1}.`,
    );
  });

  it("moves to another group at an index, clamped to its length", () => {
    const change = apply(startingBoard(), {
      type: "moveItem",
      itemId: "hero-redesign",
      groupId: "next-sprint",
      index: 99,
    });
    const hero = name("hero-redesign");
    const size = startNames("next-sprint").length + 1;
    expect(names(change.board, "this-sprint")).not.toContain(hero);
    expect(names(change.board, "next-sprint")?.at(-1)).toBe(hero);
    expect(change.summary).toBe(
      `Moved “${hero}” to ${group("next-sprint")}, position ${size} of ${size}.`,
    );
  });

  it("ignores a move to where the item already is, or to an unknown group", () => {
    const board = startingBoard();
    expect(
      applyBoardAction(board, {
        type: "moveItem",
        itemId: "hero-redesign",
        groupId: "this-sprint",
        index: 0,
      }),
    ).toBe(null);
    expect(
      applyBoardAction(board, {
        type: "moveItem",
        itemId: "hero-redesign",
        groupId: "x",
        index: 0,
      }),
    ).toBe(null);
  });
});

describe("groups", () => {
  it("adds, renames and deletes a group (with its items)", () => {
    const added = apply(startingBoard(), { type: "addGroup", name: "Backlog" });
    expect(added.board.groups.at(-1)).toEqual({ id: "group-1", name: "Backlog", items: [] });
    const renamed = apply(added.board, { type: "renameGroup", groupId: "group-1", name: "Later" });
    expect(renamed.board.groups.at(-1)?.name).toBe("Later");
    expect(renamed.summary).toBe("Renamed the group Backlog to Later.");
    const deleted = apply(renamed.board, { type: "deleteGroup", groupId: "next-sprint" });
    expect(deleted.board.groups.map((g) => g.id)).toEqual(["this-sprint", "completed", "group-1"]);
    expect(deleted.summary).toBe(
      `Deleted the group ${group("next-sprint")} and its ${startNames("next-sprint").length} items.`,
    );
    expect(nth(deleted.effects, 0).type).toBe("deleted");
  });

  it("ignores an empty group name", () => {
    expect(applyBoardAction(startingBoard(), { type: "addGroup", name: " " })).toBe(null);
  });
});

describe("the recipes", () => {
  it("Done moves the item to the top of Completed, in the same change", () => {
    const change = apply(startingBoard(), {
      type: "setStatus",
      itemId: "launch-post",
      status: "done",
    });
    const launch = name("launch-post");
    const completed = startNames("completed");
    expect(names(change.board, "completed")).toEqual([launch, ...completed]);
    expect(findItem(change.board, "launch-post")?.item.status).toBe("done");
    expect(change.effects).toEqual([
      { type: "movedByAutomation", item: launch, group: group("completed") },
    ]);
    expect(change.summary).toBe(
      `“${launch}” is now ${statusName("done")}. Moved “${launch}” to ${group("completed")}, position 1 of ${completed.length + 1}.`,
    );
  });

  it("Done recreates Completed when it was deleted, and keeps its new name when renamed", () => {
    const noCompleted = apply(startingBoard(), { type: "deleteGroup", groupId: "completed" }).board;
    const change = apply(noCompleted, { type: "setStatus", itemId: "dark-mode", status: "done" });
    expect(change.board.groups.at(-1)).toMatchObject({ id: "completed", name: group("completed") });
    expect(names(change.board, "completed")).toEqual([name("dark-mode")]);

    const renamed = apply(startingBoard(), {
      type: "renameGroup",
      groupId: "completed",
      name: "Shipped",
    }).board;
    const moved = apply(renamed, { type: "setStatus", itemId: "dark-mode", status: "done" });
    expect(moved.effects).toEqual([
      { type: "movedByAutomation", item: name("dark-mode"), group: "Shipped" },
    ]);
  });

  it("does not move an item already in Completed, or when the recipe is off", () => {
    const inCompleted = apply(startingBoard(), {
      type: "moveItem",
      itemId: "dark-mode",
      groupId: "completed",
      index: 1,
    }).board;
    const done = apply(inCompleted, { type: "setStatus", itemId: "dark-mode", status: "done" });
    expect(done.effects).toEqual([]);
    expect(names(done.board, "completed")).toEqual([
      ...startNames("completed").slice(0, 1),
      name("dark-mode"),
      ...startNames("completed").slice(1),
    ]);

    const off = apply(startingBoard(), {
      type: "setRecipe",
      recipe: "done-to-completed",
      on: false,
    });
    expect(off.summary).toBe(`Automation off: ${recipeText("done-to-completed")}.`);
    const stays = apply(off.board, { type: "setStatus", itemId: "launch-post", status: "done" });
    expect(findItem(stays.board, "launch-post")?.group.id).toBe("this-sprint");
    expect(stays.effects).toEqual([]);
  });

  it("In Review and Ready for Testing notify the owner, or say nobody owns it", () => {
    const review = apply(startingBoard(), {
      type: "setStatus",
      itemId: "launch-post",
      status: "in-review",
    });
    expect(review.effects).toEqual([
      {
        type: "ownerNotified",
        item: name("launch-post"),
        owner: ownerOf("launch-post"),
        status: statusName("in-review"),
      },
    ]);
    const testing = apply(startingBoard(), {
      type: "setStatus",
      itemId: "onboarding-checklist",
      status: "ready-for-testing",
    });
    expect(testing.effects).toEqual([
      {
        type: "ownerNotified",
        item: name("onboarding-checklist"),
        owner: null,
        status: statusName("ready-for-testing"),
      },
    ]);
    const off = apply(startingBoard(), {
      type: "setRecipe",
      recipe: "notify-on-review",
      on: false,
    });
    expect(
      apply(off.board, { type: "setStatus", itemId: "launch-post", status: "in-review" }).effects,
    ).toEqual([]);
  });

  it("other statuses set no recipe off, and the same status is no change", () => {
    const board = startingBoard();
    expect(
      apply(board, { type: "setStatus", itemId: "launch-post", status: "stuck" }).effects,
    ).toEqual([]);
    expect(
      applyBoardAction(board, { type: "setStatus", itemId: "launch-post", status: "to-do" }),
    ).toBe(null);
    expect(
      applyBoardAction(board, { type: "setRecipe", recipe: "notify-on-review", on: true }),
    ).toBe(null);
  });
});

describe("reset", () => {
  it("goes back to the starting board", () => {
    const changed = apply(startingBoard(), { type: "deleteGroup", groupId: "this-sprint" }).board;
    const change = apply(changed, { type: "reset" });
    expect(change.board).toEqual(startingBoard());
    expect(change.effects).toEqual([{ type: "reset" }]);
  });
});

describe("undo", () => {
  it("goes back one change at a time, automation included", () => {
    let history = startHistory(startingBoard());
    const first = recordChange(history, { type: "addItem", groupId: "this-sprint", name: "A" });
    if (!first) throw new Error("no change");
    history = first.history;
    const second = recordChange(history, { type: "setStatus", itemId: "item-1", status: "done" });
    if (!second) throw new Error("no change");
    history = second.history;
    expect(findItem(history.board, "item-1")?.group.id).toBe("completed");

    const undone = undoChange(history);
    expect(undone?.summary).toMatch(/^Undone: “A” is now Done\./);
    expect(findItem(undone?.history.board ?? startingBoard(), "item-1")?.group.id).toBe(
      "this-sprint",
    );
    expect(findItem(undone?.history.board ?? startingBoard(), "item-1")?.item.status).toBe("to-do");
    const again = undoChange(undone?.history ?? history);
    expect(again?.history.board).toEqual(startingBoard());
    expect(undoChange(again?.history ?? history)).toBe(null);
  });

  it("a no-op action leaves no undo step", () => {
    const history = startHistory(startingBoard());
    expect(recordChange(history, { type: "deleteItem", itemId: "nope" })).toBe(null);
  });

  it("undoes a given change only while it is still the last one", () => {
    const history = startHistory(startingBoard());
    const first = recordChange(history, { type: "deleteItem", itemId: "dark-mode" });
    if (!first) throw new Error("no change");
    const second = recordChange(first.history, { type: "addGroup", name: "Later" });
    if (!second) throw new Error("no change");
    expect(undoChange(second.history, first.entry)).toBe(null);
    expect(undoChange(second.history, second.entry)?.history.board).toEqual(first.history.board);
  });

  it("keeps the last 50 changes", () => {
    let history = startHistory(startingBoard());
    for (let n = 0; n < UNDO_LIMIT + 5; n++) {
      const next = recordChange(history, { type: "addGroup", name: `G${n}` });
      if (!next) throw new Error("no change");
      history = next.history;
    }
    expect(history.past).toHaveLength(UNDO_LIMIT);
    expect(nth(history.past, 0).summary).toBe("Added the group G5.");
  });
});

describe("in another language", () => {
  // A German page puts the German names over the content's objects in place
  // (app/lib/localized-content.ts); this does the same to the statuses, then puts English back.
  const english = demoBoard.statuses.map((status) => status.name);
  const nameAt = (names: readonly (string | undefined)[], id: string) =>
    names[demoBoard.statuses.findIndex((status) => status.id === id)] ?? id;
  const englishName = (id: string) => nameAt(english, id);
  const germanName = (id: string) =>
    nameAt(
      germanBoard.statuses.map((status) => status.name),
      id,
    );
  afterEach(() => {
    demoBoard.statuses.forEach((status, index) => {
      status.name = english[index] ?? status.name;
    });
  });

  it("the recipes match statuses by id, and every message names them in the page's words", () => {
    demoBoard.statuses.forEach((status, index) => {
      status.name = germanBoard.statuses[index]?.name ?? status.name;
    });
    const done = apply(startingBoard(), {
      type: "setStatus",
      itemId: "launch-post",
      status: "done",
    });
    expect(findItem(done.board, "launch-post")?.group.id).toBe("completed");
    expect(done.summary).toContain(germanName("done"));
    expect(done.summary).not.toContain(englishName("done"));
    const review = apply(startingBoard(), {
      type: "setStatus",
      itemId: "launch-post",
      status: "in-review",
    });
    expect(review.effects).toEqual([
      {
        type: "ownerNotified",
        item: name("launch-post"),
        owner: ownerOf("launch-post"),
        status: germanName("in-review"),
      },
    ]);
  });
});
