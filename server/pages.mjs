import path from "node:path";
import { filesUnder } from "./files-under.mjs";

/**
 * The team's pages (/admin) are built beside the site's but are not part of it: they are
 * served by the admin routes, behind a login, never listed, indexed or searched.
 */
export const ADMIN_DIR = "admin";

/** The admin pages of the build: "admin/login/index.html" is "/admin/login". */
export function listAdminPages(root) {
  const adminRoot = path.join(root, ADMIN_DIR);
  const pages = new Map();
  try {
    for (const [route, file] of listPages(adminRoot, true))
      pages.set(route === "/" ? `/${ADMIN_DIR}` : `/${ADMIN_DIR}${route}`, `${ADMIN_DIR}/${file}`);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  return pages;
}

/**
 * The site's pages, read from the build: every `index.html` below the client folder is a
 * page at its folder's path ("features/index.html" is "/features"). The admin folder is left
 * out (see listAdminPages).
 */
export function listPages(root, includeAdmin = false) {
  const pages = new Map();
  for (const file of filesUnder(root, { skipFolders: ["assets"] })) {
    if (!includeAdmin && file.startsWith(`${ADMIN_DIR}/`)) continue;
    if (file === "index.html") pages.set("/", file);
    else if (file.endsWith("/index.html")) pages.set(`/${path.posix.dirname(file)}`, file);
  }
  return pages;
}

/** Files in the build that configure a static host and are not part of the site. */
export const hostConfigFiles = new Set(["_headers", "_redirects"]);

/**
 * Every file the build publishes besides its pages, as URL paths ("/favicon.svg",
 * "/assets/root-x.css"). Left out: HTML (pages are served at their own paths and 404.html
 * only as the not-found page), the .br/.gz copies (chosen by Accept-Encoding, never asked
 * for by name), dotfiles and dot-folders, host configuration, and anything that is not a
 * regular file (a symlink could point outside the build).
 */
export function listFiles(root) {
  return filesUnder(root)
    .filter((file) => !/\.(html|br|gz)$/.test(file) && !hostConfigFiles.has(file))
    .map((file) => `/${file}`)
    .sort();
}
