/**
 * Whether process `pid` still runs on this machine (signal 0 asks without sending one). A
 * process of another user answers EPERM, and runs too. Used to tell a live owner from one
 * that died without cleaning up: PGlite's folder lock (db/database.mjs), and the scratch
 * folders of `npm test` (scripts/scratch-folder.mjs).
 */
export function isAlive(pid) {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
