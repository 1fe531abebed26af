import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Every regular file below `root`, depth first in directory order, as a path relative to it
 * with "/" between folders ("assets/app.js"). The one walk over a build: the server lists its
 * pages and files with it, the post-build and the link check read the pages with it.
 *
 * Dotfiles and dot-folders are never listed, and neither is anything that is not a regular
 * file (a symlink could point outside the build). Folders named in `skipFolders` are not
 * entered, at any depth.
 */
export function filesUnder(root, { skipFolders = [] } = {}) {
  const files = [];
  const visit = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skipFolders.includes(entry.name)) visit(name);
      } else if (entry.isFile()) files.push(name);
    }
  };
  visit("");
  return files;
}
