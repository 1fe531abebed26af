import boardFile from "../../content/collections/demo-board.json" with { type: "json" };
import type { DemoBoardContent } from "./demo-board.schema";
import { completedGroupId } from "./demo-board-automation";
import type { DemoBoardRecord } from "./schemas";

export { doneStatus, reviewStatuses } from "./demo-board-automation";

/**
 * The live board of /demo-projects, from content/collections/demo-board.json: who can own
 * an item, the statuses and priorities, the board a visitor starts from, and the two
 * automation recipes. Spec 4 names the statuses To Do, In Progress and Done, and an
 * automation that fires on "In Review" or "Ready for Testing". Loaded with the board's code
 * only.
 */
export const demoBoard: DemoBoardRecord = boardFile as DemoBoardContent;

const completed = demoBoard.groups.find((group) => group.id === completedGroupId);
if (!completed) throw new Error(`demo-board.json has no group ${completedGroupId}`);
/** The group the Done recipe moves items into; recreated by the recipe if deleted. */
export const completedGroup = { id: completed.id, name: completed.name };

const quote = (name: string) => `“${name}”`;

/** Labels of the board's controls. */
export const boardLabels = {
  regionLabel: "Live demo board",
  viewGroup: "View",
  tableView: "Table",
  kanbanView: "Kanban",
  ownerFilter: "Owner",
  statusFilter: "Status",
  allOwners: "All owners",
  allStatuses: "All statuses",
  unassigned: "Unassigned",
  noDueDate: "No date",
  undo: "Undo",
  reset: "Reset demo",
  automationsHeading: "Automations",
  columns: {
    item: "Item",
    owner: "Owner",
    status: "Status",
    due: "Due date",
    priority: "Priority",
  },
  priorityLabel: (priority: string) => `${priority} priority`,
  itemActions: (item: string) => `Actions for ${quote(item)}`,
  groupActions: (group: string) => `Actions for the group ${group}`,
  statusMenu: (item: string, status: string) => `Status of ${quote(item)}: ${status}`,
  ownerMenu: (item: string, owner: string) => `Owner of ${quote(item)}: ${owner}`,
  priorityMenu: (item: string, priority: string) => `Priority of ${quote(item)}: ${priority}`,
  dragHint: "Drag to move",
  rename: "Rename",
  renameItemField: (item: string) => `New name for ${quote(item)}`,
  renameGroupField: (group: string) => `New name for the group ${group}`,
  moveUp: "Move up",
  moveDown: "Move down",
  moveTo: (group: string) => `Move to ${group}`,
  deleteItem: "Delete item",
  deleteGroup: "Delete group",
  newItemField: (group: string) => `New item in ${group}`,
  newItemPlaceholder: "New item",
  addItem: "Add item",
  newGroupField: "New group name",
  newGroupPlaceholder: "New group",
  addGroup: "Add group",
  actionsColumn: "Actions",
  itemCount: (count: number) => (count === 1 ? "1 item" : `${count} items`),
  noMatches: "No items match the filters.",
  emptyGroup: "No items yet. Add one or drag one here.",
};

/** What the board says after each change: read out by its live region, and in toasts. */
export const boardMessages = {
  added: (item: string, group: string) => `Added ${quote(item)} to ${group}.`,
  renamed: (from: string, to: string) => `Renamed ${quote(from)} to ${quote(to)}.`,
  deleted: (item: string) => `Deleted ${quote(item)}.`,
  statusSet: (item: string, status: string) => `${quote(item)} is now ${status}.`,
  ownerSet: (item: string, owner: string | null) =>
    owner ? `${quote(item)} now belongs to ${owner}.` : `${quote(item)} has no owner now.`,
  prioritySet: (item: string, priority: string) => `${quote(item)} is now ${priority} priority.`,
  moved: (item: string, group: string, position: number, count: number) =>
    `Moved ${quote(item)} to ${group}, position ${position} of ${count}.`,
  groupAdded: (group: string) => `Added the group ${group}.`,
  groupRenamed: (from: string, to: string) => `Renamed the group ${from} to ${to}.`,
  groupDeleted: (group: string, count: number) =>
    count === 0
      ? `Deleted the group ${group}.`
      : `Deleted the group ${group} and its ${count === 1 ? "item" : `${count} items`}.`,
  recipeSet: (recipe: string, on: boolean) => `Automation ${on ? "on" : "off"}: ${recipe}.`,
  reset: "The demo board is back where it started.",
  undone: (change: string) => `Undone: ${change}`,
  nothingToUndo: "Nothing to undo.",
  otherTab: "The board was changed in another tab.",
  emptyName: "Type a name first.",
  pickedUp: (item: string) => `Picked up ${quote(item)}.`,
  dragCancelled: (item: string) => `Put ${quote(item)} back where it was.`,
  dragInstructions:
    "Drag with a mouse or finger, or use the item's actions menu to move it up, down or to another group.",
};

/** Toasts: automations at work, and the notices of the saved board. */
export const boardToasts = {
  undoAction: "Undo",
  undoAltText: "Undo the last change with Control+Z or Command+Z",
  automationMoved: {
    title: "Automation ran",
    description: (item: string, group: string) =>
      `${quote(item)} is Done, so it moved to ${group}.`,
  },
  ownerNotified: {
    title: (owner: string) => `${owner} was notified`,
    description: (item: string, status: string) => `${quote(item)} is ${status}.`,
  },
  nobodyToNotify: {
    title: "Nobody to notify",
    description: (item: string, status: string) =>
      `${quote(item)} is ${status}, but it has no owner yet.`,
  },
  deleted: { title: "Deleted" },
  reset: { title: "Demo reset" },
  unreadable: {
    title: "The demo board started fresh",
    description: "The board saved in this browser could not be read, so it was reset.",
  },
  outdated: {
    title: "The demo board started fresh",
    description: "The board saved in this browser came from another version of the demo.",
  },
  notSaved: {
    title: "Changes are not being saved",
    description: "This browser does not let the page store the board, so a reload starts over.",
  },
};
