// Japanese figures "or more" after their counter, at build (docs/decisions/047). A figure
// typed once (content/site.json) is written "1万以上" on its own (app/lib/format-number.ts);
// in a sentence the counter follows the number, and 以上 the counter: "1万社以上",
// "135か国以上", "150人以上", never "1万以上社" or "1万+社".

/** A number written "or more", then a counter that belongs before 以上. */
const OR_MORE_BEFORE_COUNTER = /(\d[\d,.]*[万億]?)以上(社|か国|人|名|件|本|個)/g;

/** @param {string} text */
export function counterBeforeOrMore(text) {
  return text.replace(OR_MORE_BEFORE_COUNTER, "$1$2以上");
}

/**
 * Every string of a Japanese translation's words, its figures in that form.
 * @param {unknown} value
 * @returns {unknown}
 */
export function withJapaneseFigures(value) {
  if (typeof value === "string") return counterBeforeOrMore(value);
  if (Array.isArray(value)) return value.map(withJapaneseFigures);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withJapaneseFigures(item)]),
    );
  return value;
}
