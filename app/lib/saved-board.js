// Plain JavaScript, like hydration-marks.js, so the head script the post-build writes
// (pipeline/postbuild/head-script.mjs) reads the same names as the board and the page loader.

/** The localStorage key of the demo board a visitor has changed (board-storage.ts). */
export const SAVED_BOARD_KEY = "flowboard-demo-board";

/**
 * Put on <html> by the head script, before the first paint, when this browser holds a saved
 * board: the page loads the board's code at once (page-loader.ts) and hides the starting
 * board until the saved one is drawn (app.css), so the starting board never flashes.
 */
export const SAVED_BOARD_ATTRIBUTE = "data-saved-board";
