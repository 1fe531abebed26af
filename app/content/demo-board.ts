import type { DemoBoardRecord } from "./schemas";

/**
 * The live board of /demo-projects: who can own an item, the statuses and priorities, the
 * board a visitor starts from, and the two automation recipes. Spec 4 names the statuses
 * To Do, In Progress and Done, and an automation that fires on "In Review" or "Ready for
 * Testing". Loaded with the board's code only.
 */
export const demoBoard = {
  people: [
    { id: "ana", name: "Ana Lopez", initials: "AL" },
    { id: "mia", name: "Mia Kim", initials: "MK" },
    { id: "jon", name: "Jon Stone", initials: "JS" },
    { id: "rae", name: "Rae Diaz", initials: "RD" },
    { id: "tom", name: "Tom Park", initials: "TP" },
  ],
  statuses: [
    { name: "To Do", tone: "waiting" },
    { name: "In Progress", tone: "active" },
    { name: "Stuck", tone: "blocked" },
    { name: "In Review", tone: "info" },
    { name: "Ready for Testing", tone: "info" },
    { name: "Done", tone: "done" },
  ],
  priorities: ["Low", "Medium", "High", "Critical"],
  groups: [
    {
      id: "this-sprint",
      name: "This sprint",
      items: [
        {
          id: "hero-redesign",
          name: "Homepage hero redesign",
          status: "In Progress",
          owner: "mia",
          due: "2026-12-04",
          priority: "High",
        },
        {
          id: "checkout-timeout",
          name: "Checkout API timeout",
          status: "In Review",
          owner: "jon",
          due: "2026-12-02",
          priority: "Critical",
        },
        {
          id: "launch-post",
          name: "Write launch announcement",
          status: "To Do",
          owner: "ana",
          due: "2026-12-08",
          priority: "Medium",
        },
        {
          id: "pricing-copy",
          name: "Pricing page copy",
          status: "Stuck",
          owner: "rae",
          due: "2026-12-03",
          priority: "High",
        },
      ],
    },
    {
      id: "next-sprint",
      name: "Next sprint",
      items: [
        {
          id: "dark-mode",
          name: "Dark mode toggle",
          status: "Ready for Testing",
          owner: "mia",
          due: "2026-12-11",
          priority: "Medium",
        },
        {
          id: "webinar-plan",
          name: "Plan customer webinar",
          status: "To Do",
          owner: "tom",
          due: "2026-12-15",
          priority: "Low",
        },
        {
          id: "onboarding-checklist",
          name: "Onboarding checklist",
          status: "To Do",
          owner: null,
          due: null,
          priority: "Medium",
        },
      ],
    },
    {
      id: "completed",
      name: "Completed",
      items: [
        {
          id: "search-indexing",
          name: "Search indexing",
          status: "Done",
          owner: "jon",
          due: "2026-11-27",
          priority: "High",
        },
      ],
    },
  ],
  recipes: [
    { id: "done-to-completed", text: "When status changes to Done, move the item to Completed" },
    {
      id: "notify-on-review",
      text: "When status changes to In Review or Ready for Testing, notify the owner",
    },
  ],
} as const satisfies DemoBoardRecord;

/** The group the Done recipe moves items into; recreated by the recipe if deleted. */
export const completedGroup = { id: "completed", name: "Completed" } as const;
/** The status that fires the first recipe, and the ones that fire the second. */
export const doneStatus = "Done";
export const reviewStatuses: readonly string[] = ["In Review", "Ready for Testing"];

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
