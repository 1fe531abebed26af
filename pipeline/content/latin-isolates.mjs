// Latin runs in Hebrew words, isolated at build (docs/decisions/035). In a right-to-left
// sentence the Unicode bidi algorithm gives the neutral characters at the edge of a Latin
// name to the Hebrew around it: "Flowboard, Inc." showed as ".Flowboard, Inc". A run set
// between LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE is laid out as one left-to-right
// unit, as `<bdi dir="ltr">` would be; being characters, they reach every place a translated
// string is drawn (text, labels, text alternatives) without markup in each component.

export const LTR_ISOLATE = "\u2066";
export const POP_ISOLATE = "\u2069";

const HEBREW = /\p{Script=Hebrew}/u;
/**
 * A run of Latin words: names ("Work OS", "Slack, Jira"), versions, addresses. Inside it,
 * spaces and the punctuation that joins words; a company's legal form keeps its period
 * ("Inc."), while a period ending the sentence stays outside, with the Hebrew.
 */
const LATIN_RUN_OR_BLANK =
  /\{\{?[^{}]*\}\}?|\p{Script=Latin}[\p{Script=Latin}\d]*(?:[ .,'’&+/:@_-]+[\p{Script=Latin}\d]+)*(?:(?<=\b(?:Inc|Ltd|Corp|Co))\.)?/gu;

/**
 * `text` with each Latin run isolated, when the text is Hebrew (holds a Hebrew letter). A
 * string that is all Latin (a name on its own) is left as it is, as is one already isolated.
 * @param {string} text
 */
export function isolateLatinRuns(text) {
  if (!HEBREW.test(text) || text.includes(LTR_ISOLATE)) return text;
  // A blank ({year}) is matched whole and left for the page to fill.
  return text.replace(LATIN_RUN_OR_BLANK, (run) =>
    run.startsWith("{") ? run : `${LTR_ISOLATE}${run}${POP_ISOLATE}`,
  );
}

/**
 * Every string of a Hebrew translation's words, with its Latin runs isolated.
 * @param {unknown} value
 * @returns {unknown}
 */
export function withLatinIsolates(value) {
  if (typeof value === "string") return isolateLatinRuns(value);
  if (Array.isArray(value)) return value.map(withLatinIsolates);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withLatinIsolates(item)]),
    );
  return value;
}
