import boardFile from "../../content/collections/demo-board.json" with { type: "json" };
import { m } from "../paraglide/messages.js";
import type { DemoBoardContent } from "./demo-board.schema";
import { completedGroupId } from "./demo-board-automation";

export {
  doneStatusId,
  newItemPriorityId,
  newItemStatusId,
  reviewStatusIds,
} from "./demo-board-automation";

/**
 * The live board of /demo-projects, from content/collections/demo-board.json: who can own
 * an item, the statuses and priorities, the board a visitor starts from, and the two
 * automation recipes. Spec 4 names the statuses To Do, In Progress and Done, and an
 * automation that fires on "In Review" or "Ready for Testing": the code knows them by id,
 * and shows the names of the page's language. Loaded with the board's code only.
 */
export const demoBoard: DemoBoardContent = boardFile as DemoBoardContent;

const completed = demoBoard.groups.find((group) => group.id === completedGroupId);
if (!completed) throw new Error(`demo-board.json has no group ${completedGroupId}`);
/** The group the Done recipe moves items into; recreated by the recipe if deleted. */
export const completedGroup = { id: completed.id, name: completed.name };

/**
 * Labels of the board's controls, from the interface messages (messages/<locale>.json):
 * read when drawn, so each reads the language of the page.
 */
export const boardLabels = {
  get regionLabel() {
    return m.demo_board_region();
  },
  get viewGroup() {
    return m.demo_board_view_group();
  },
  get tableView() {
    return m.demo_board_table_view();
  },
  get kanbanView() {
    return m.demo_board_kanban_view();
  },
  get ownerFilter() {
    return m.demo_board_owner_filter();
  },
  get statusFilter() {
    return m.demo_board_status_filter();
  },
  get allOwners() {
    return m.demo_board_all_owners();
  },
  get allStatuses() {
    return m.demo_board_all_statuses();
  },
  get unassigned() {
    return m.demo_board_unassigned();
  },
  get noDueDate() {
    return m.demo_board_no_due_date();
  },
  get undo() {
    return m.demo_board_undo();
  },
  get reset() {
    return m.demo_board_reset();
  },
  get automationsHeading() {
    return m.demo_board_automations_heading();
  },
  columns: {
    get item() {
      return m.demo_board_column_item();
    },
    get owner() {
      return m.demo_board_column_owner();
    },
    get status() {
      return m.demo_board_column_status();
    },
    get due() {
      return m.demo_board_column_due();
    },
    get priority() {
      return m.demo_board_column_priority();
    },
  },
  priorityLabel: (priority: string) => m.demo_board_priority_label({ priority }),
  itemActions: (item: string) => m.demo_board_item_actions({ item }),
  groupActions: (group: string) => m.demo_board_group_actions({ group }),
  statusMenu: (item: string, status: string) => m.demo_board_status_menu({ item, status }),
  ownerMenu: (item: string, owner: string) => m.demo_board_owner_menu({ item, owner }),
  priorityMenu: (item: string, priority: string) => m.demo_board_priority_menu({ item, priority }),
  get dragHint() {
    return m.demo_board_drag_hint();
  },
  get rename() {
    return m.demo_board_rename();
  },
  renameItemField: (item: string) => m.demo_board_rename_item_field({ item }),
  renameGroupField: (group: string) => m.demo_board_rename_group_field({ group }),
  get moveUp() {
    return m.demo_board_move_up();
  },
  get moveDown() {
    return m.demo_board_move_down();
  },
  moveTo: (group: string) => m.demo_board_move_to({ group }),
  get deleteItem() {
    return m.demo_board_delete_item();
  },
  get deleteGroup() {
    return m.demo_board_delete_group();
  },
  newItemField: (group: string) => m.demo_board_new_item_field({ group }),
  get newItemPlaceholder() {
    return m.demo_board_new_item_placeholder();
  },
  get addItem() {
    return m.demo_board_add_item();
  },
  get newGroupField() {
    return m.demo_board_new_group_field();
  },
  get newGroupPlaceholder() {
    return m.demo_board_new_group_placeholder();
  },
  get addGroup() {
    return m.demo_board_add_group();
  },
  get actionsColumn() {
    return m.demo_board_actions_column();
  },
  itemCount: (count: number) => m.demo_board_item_count({ count }),
  get noMatches() {
    return m.demo_board_no_matches();
  },
  get emptyGroup() {
    return m.demo_board_empty_group();
  },
};

/** What the board says after each change: read out by its live region, and in toasts. */
export const boardMessages = {
  added: (item: string, group: string) => m.demo_board_added({ item, group }),
  renamed: (from: string, to: string) => m.demo_board_renamed({ from, to }),
  deleted: (item: string) => m.demo_board_deleted({ item }),
  statusSet: (item: string, status: string) => m.demo_board_status_set({ item, status }),
  ownerSet: (item: string, owner: string | null) =>
    owner ? m.demo_board_owner_set({ item, owner }) : m.demo_board_owner_cleared({ item }),
  prioritySet: (item: string, priority: string) => m.demo_board_priority_set({ item, priority }),
  moved: (item: string, group: string, position: number, count: number) =>
    m.demo_board_moved({ item, group, position, count }),
  groupAdded: (group: string) => m.demo_board_group_added({ group }),
  groupRenamed: (from: string, to: string) => m.demo_board_group_renamed({ from, to }),
  groupDeleted: (group: string, count: number) =>
    count === 0
      ? m.demo_board_group_deleted_empty({ group })
      : m.demo_board_group_deleted({ group, count }),
  recipeSet: (recipe: string, on: boolean) =>
    on ? m.demo_board_recipe_on({ recipe }) : m.demo_board_recipe_off({ recipe }),
  get reset() {
    return m.demo_board_reset_done();
  },
  undone: (change: string) => m.demo_board_undone({ change }),
  get nothingToUndo() {
    return m.demo_board_nothing_to_undo();
  },
  get otherTab() {
    return m.demo_board_other_tab();
  },
  get emptyName() {
    return m.demo_board_empty_name();
  },
  pickedUp: (item: string) => m.demo_board_picked_up({ item }),
  dragCancelled: (item: string) => m.demo_board_drag_cancelled({ item }),
  get dragInstructions() {
    return m.demo_board_drag_instructions();
  },
};

/** Toasts: automations at work, and the notices of the saved board. */
export const boardToasts = {
  get undoAction() {
    return m.demo_toast_undo();
  },
  get undoAltText() {
    return m.demo_toast_undo_alt();
  },
  automationMoved: {
    get title() {
      return m.demo_toast_automation_moved_title();
    },
    description: (item: string, group: string) => m.demo_toast_automation_moved({ item, group }),
  },
  ownerNotified: {
    title: (owner: string) => m.demo_toast_owner_notified_title({ owner }),
    description: (item: string, status: string) => m.demo_toast_owner_notified({ item, status }),
  },
  nobodyToNotify: {
    get title() {
      return m.demo_toast_nobody_title();
    },
    description: (item: string, status: string) => m.demo_toast_nobody({ item, status }),
  },
  deleted: {
    get title() {
      return m.demo_toast_deleted_title();
    },
  },
  reset: {
    get title() {
      return m.demo_toast_reset_title();
    },
  },
  unreadable: {
    get title() {
      return m.demo_toast_fresh_title();
    },
    get description() {
      return m.demo_toast_unreadable();
    },
  },
  outdated: {
    get title() {
      return m.demo_toast_fresh_title();
    },
    get description() {
      return m.demo_toast_outdated();
    },
  },
  notSaved: {
    get title() {
      return m.demo_toast_not_saved_title();
    },
    get description() {
      return m.demo_toast_not_saved();
    },
  },
};
