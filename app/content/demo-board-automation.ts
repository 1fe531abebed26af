/**
 * What the live demo board's two automation recipes react to: behaviour, so it stays in
 * code, and content/collections/demo-board.json's schema checks the board still has them.
 */
export const completedGroupId = "completed";
/** The status that fires the first recipe, and the ones that fire the second. */
export const doneStatus = "Done";
export const reviewStatuses: readonly string[] = ["In Review", "Ready for Testing"];
