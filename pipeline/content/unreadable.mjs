// A content file that cannot be read at all (a comma missing in its JSON, a front matter
// whose YAML does not parse) is named with the line and column where reading stopped, so a
// person can open it and find the place: JSON.parse says only "at position 1234".

export class UnreadableFile extends Error {
  /**
   * @param {string} file the file, from the repository's root
   * @param {number | undefined} line 1-based
   * @param {number | undefined} column 1-based
   * @param {string} reason what the parser says, without its own position
   */
  constructor(file, line, column, reason) {
    const where = line === undefined ? "" : `, line ${line}${column ? `, column ${column}` : ""}`;
    super(`${file}${where}: cannot be read: ${reason}`);
    this.name = "UnreadableFile";
    this.file = file;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}

/**
 * Line and column (1-based) of a character offset in `text`.
 * @param {string} text
 * @param {number} offset
 */
export function lineAndColumn(text, offset) {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

/**
 * `raw` parsed as JSON, or an UnreadableFile naming `file` and the line where it breaks.
 * @param {string} file
 * @param {string} raw
 * @returns {unknown}
 */
export function parseJsonFile(file, raw) {
  try {
    return JSON.parse(raw);
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    const position = /at position (\d+)/.exec(message);
    const reason = message
      .replace(/ in JSON at position \d+.*$/s, "")
      .replace(/ \(line \d+ column \d+\)$/, "");
    if (!position) return unreadableAtEnd(file, raw, reason);
    // A missing comma is found at the next value: the place to mend is the end of the line
    // before it.
    const stop = Number(position[1]);
    const at = /^Expected ','/.test(reason) ? raw.slice(0, stop).trimEnd().length : stop;
    const { line, column } = lineAndColumn(raw, at);
    throw new UnreadableFile(file, line, column, reason);
  }
}

/**
 * @param {string} file
 * @param {string} raw
 * @param {string} reason
 * @returns {never}
 */
function unreadableAtEnd(file, raw, reason) {
  const { line, column } = lineAndColumn(raw, raw.trimEnd().length);
  throw new UnreadableFile(file, line, column, reason);
}
