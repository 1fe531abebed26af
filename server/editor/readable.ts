// Whether a content file can be read at all, before any rule is checked: a JSON file that
// parses, an article whose front matter is there and is YAML. The answer names the line, so
// the editor can say where to look (unreadable.mjs).
import { parseDocument } from "yaml";
import { parseJsonFile, UnreadableFile } from "../../pipeline/content/unreadable.mjs";

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n?---(?:\r?\n|$)/;

/** Why the file at `relative` with text `raw` cannot be read, or undefined when it can. */
export function unreadableIn(relative: string, raw: string): UnreadableFile | undefined {
  try {
    if (relative.endsWith(".json")) parseJsonFile(relative, raw);
    else if (relative.endsWith(".md")) checkFrontMatter(relative, raw);
    return undefined;
  } catch (error) {
    if (error instanceof UnreadableFile) return error;
    throw error;
  }
}

function checkFrontMatter(relative: string, raw: string): void {
  const match = frontMatter.exec(raw);
  if (!match)
    throw new UnreadableFile(
      relative,
      1,
      1,
      "it has no front matter (a block between two --- lines at the top)",
    );
  const document = parseDocument(match[1] ?? "");
  const error = document.errors[0];
  if (!error) return;
  const position = error.linePos?.[0];
  // The front matter starts on the file's second line, after its first ---.
  throw new UnreadableFile(
    relative,
    position ? position.line + 1 : undefined,
    position?.col,
    error.message.split(" at line ")[0] ?? error.message,
  );
}
