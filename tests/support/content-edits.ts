import { readFileSync } from "node:fs";
import path from "node:path";
import { ContentError, readContent } from "../../pipeline/content/validate.ts";

/**
 * The problems an edit makes in a content file, as the build and the editor report them
 * ("file: field: rule"), or [] when the edited file passes. The edit works on the file as
 * it is written, {{references}} and all, as a person editing it would; `root` is where its
 * facts are read (a copy of content/, for a test that changes one).
 */
// biome-ignore lint/suspicious/noExplicitAny: a test edits the parsed file at any field, as a hand would
export function problemsAfter<Data = Record<string, any>>(
  file: string,
  edit: (data: Data) => void,
  root = process.cwd(),
): string[] {
  const data = JSON.parse(readFileSync(path.join(root, file), "utf8")) as Data;
  edit(data);
  try {
    readContent(root, file, JSON.stringify(data));
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}
