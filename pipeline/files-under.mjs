import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Every file below `root`, depth first in directory order, as a path relative to it with
 * "/" between folders ("assets/app.js"). Folders named in `skipFolders` are not entered,
 * at any depth. Anything that is not a folder counts as a file.
 */
export function filesUnder(root, { skipFolders = [] } = {}) {
  const files = [];
  const visit = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (!entry.isDirectory()) files.push(name);
      else if (!skipFolders.includes(entry.name)) visit(name);
    }
  };
  visit("");
  return files;
}
