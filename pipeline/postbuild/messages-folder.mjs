// The name of a language's folder of copies (/assets/de-<hash>/, messages-per-locale.mjs):
// its code, then a hash of what it holds. Kept apart from the step that writes the folders so
// the build checks, the browser tests and the page-weight script read one pattern without
// importing the minifier.
import { createHash } from "node:crypto";

/** Characters of the content hash in a folder's name. */
const HASH_LENGTH = 8;

/**
 * A regular expression's source matching a language's folder name: `de-<hash>`, or any
 * language's when `code` is left out.
 */
export const messagesFolderPattern = (code = "[a-z]{2}") => `${code}-[\\w-]{${HASH_LENGTH}}`;

/** The folder for `locale`'s copies (a Map of file name to code), named by what they hold. */
export function messagesFolderName(locale, copies) {
  const hash = createHash("sha256");
  for (const [name, code] of [...copies].sort(([a], [b]) => (a < b ? -1 : 1)))
    hash.update(name).update("\0").update(code).update("\0");
  return `${locale}-${hash.digest("base64url").slice(0, HASH_LENGTH)}`;
}
