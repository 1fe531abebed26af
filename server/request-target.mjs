/** Longer paths are refused (400) before any lookup; no page or file comes close. */
export const MAX_PATH_LENGTH = 2048;

const printableAscii = /^[\x21-\x7e]*$/;
/** Slash, backslash, or a control character (NUL included). */
const forbiddenInSegment = /[/\\\p{Cc}]/u;

/**
 * Reads a raw request target ("/features/?utm=x") strictly, so lookups only ever see clean,
 * decoded paths. Returns null, for a 400, when the target is not an origin-form path
 * ("http://host/", "*", "//host"), is too long, has an unprintable or non-ASCII byte, a
 * backslash, a bad or overlong percent-escape, an empty segment ("a//b"), or a segment that
 * decodes to ".", "..", or to something with a slash, backslash, NUL or other control
 * character. Escapes are decoded once: "%252e" is the harmless name "%2e".
 *
 * @returns {{ path: string, trailingSlash: boolean, query: string } | null}
 */
export function parseTarget(rawUrl) {
  if (typeof rawUrl !== "string" || rawUrl[0] !== "/" || rawUrl[1] === "/") return null;
  const queryAt = rawUrl.indexOf("?");
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? "" : rawUrl.slice(queryAt);
  if (rawPath.length > MAX_PATH_LENGTH || !printableAscii.test(rawPath)) return null;
  if (rawPath.includes("\\") || rawPath.includes("#")) return null;

  const rawSegments = rawPath.slice(1).split("/");
  const trailingSlash = rawSegments.length > 1 && rawSegments.at(-1) === "";
  if (trailingSlash || rawSegments.at(-1) === "") rawSegments.pop();
  const segments = [];
  for (const raw of rawSegments) {
    if (raw === "") return null;
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === "." || segment === ".." || forbiddenInSegment.test(segment)) return null;
    segments.push(segment);
  }
  return { path: `/${segments.join("/")}`, trailingSlash, query };
}

/** The query string to carry over to a redirect, if it is plain printable ASCII. */
export function safeQuery(query) {
  return printableAscii.test(query) ? query : "";
}
