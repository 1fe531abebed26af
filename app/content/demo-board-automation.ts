/**
 * What the live demo board's two automation recipes react to, and what a new item starts
 * as: behaviour, so it stays in code, by the statuses' and priorities' ids, never their
 * names (which are each language's words). content/collections/demo-board.json's schema
 * checks the board still has them.
 */
export const completedGroupId = "completed";
/** The status that fires the first recipe, and the ones that fire the second. */
export const doneStatusId = "done";
export const reviewStatusIds: readonly string[] = ["in-review", "ready-for-testing"];
/** A new item's status and priority. */
export const newItemStatusId = "to-do";
export const newItemPriorityId = "medium";
