import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The site's pages, read from the build: every `index.html` below the client folder is a
 * page at its folder's path ("features/index.html" is "/features").
 */
export function listPages(root) {
  const pages = new Map();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") visit(full);
      } else if (entry.name === "index.html") {
        const rel = path.relative(root, full).split(path.sep).join("/");
        const dirname = path.posix.dirname(rel);
        pages.set(dirname === "." ? "/" : `/${dirname}`, rel);
      }
    }
  };
  visit(root);
  return pages;
}
