/**
 * CSV as RFC 4180 has it: CRLF between records, every field quoted, quotes doubled. A cell
 * a spreadsheet would read as a formula (one starting with =, +, -, @, a tab or a carriage
 * return) gets a leading apostrophe, so a lead cannot plant a formula in the team's
 * spreadsheet (OWASP's advice on CSV injection). The apostrophe is visible, and the text
 * is otherwise exactly as stored.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value) {
  let text =
    value === null || value === undefined
      ? ""
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** `columns`: [{ key, label }]; `rows`: objects. The header row first. */
export function toCsv(columns, rows) {
  const lines = [columns.map((column) => csvCell(column.label))];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column.key])));
  return `${lines.map((cells) => cells.join(",")).join("\r\n")}\r\n`;
}
