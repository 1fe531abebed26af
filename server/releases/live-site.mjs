import path from "node:path";
import { loadSite } from "../site.mjs";

/** A release's folder holds what `npm run build` writes: client/ and site-headers.json. */
export const clientOf = (releaseDir) => path.join(releaseDir, "client");
export const headersOf = (releaseDir) => path.join(releaseDir, "site-headers.json");

/** A release's site, loaded from its folder (server/site.mjs: every file held in memory). */
export function loadRelease(releaseDir) {
  return loadSite(clientOf(releaseDir), headersOf(releaseDir));
}

/**
 * The site the server answers from, switched from one release to another in one step.
 *
 * `view` has the shape of server/site.mjs's site (pages, files, notFoundFor, adminPages ...)
 * and is what the server's routes read: each read goes to the release current at that
 * moment. A request reads its page or its file once, so a page and everything it names come
 * from one release: the page's HTML names its own release's hashed assets, and those are in
 * that release's files. The hashed assets (under the build's immutable prefix) of the older
 * releases kept are served too, after the current release's own files, so a page a visitor
 * opened before a switch keeps loading its scripts and styles. Nothing else of an older
 * release is ever sent.
 *
 * `switchTo(id, site, olderSites)` replaces the current release: `olderSites` are the
 * kept releases whose assets stay reachable (only their immutable files are held).
 */
export function createLiveSite(initial, initialId = null) {
  let state = compose(initialId, initial, []);

  function compose(id, site, older) {
    const files = new Map();
    for (const other of older)
      for (const [urlPath, file] of other.files)
        if (urlPath.startsWith(other.immutablePrefix) && !files.has(urlPath))
          files.set(urlPath, file);
    for (const [urlPath, file] of site.files) files.set(urlPath, file);
    return { id, site, files, older: older.map(assetsOnly) };
  }

  const view = {
    get pages() {
      return state.site.pages;
    },
    get files() {
      return state.files;
    },
    get notFound() {
      return state.site.notFound;
    },
    notFoundFor(urlPath) {
      return state.site.notFoundFor(urlPath);
    },
    get plainHeaders() {
      return state.site.plainHeaders;
    },
    get immutablePrefix() {
      return state.site.immutablePrefix;
    },
    get adminPages() {
      return state.site.adminPages;
    },
  };

  return {
    view,
    /** The id of the release served now (null: the deployed build, not a release). */
    get currentId() {
      return state.id;
    },
    /** The release's site itself, as loaded (for the tests and the publisher). */
    get currentSite() {
      return state.site;
    },
    switchTo(id, site, older = []) {
      state = compose(id, site, older);
    },
    /** Keeps only these older releases' assets (after keep-N removed the others' folders). */
    keepOlder(older) {
      state = compose(state.id, state.site, older);
    },
  };
}

/** An older release as far as it is still served: its hashed assets only. */
export function assetsOnly(site) {
  const files = new Map(
    [...site.files].filter(([urlPath]) => urlPath.startsWith(site.immutablePrefix)),
  );
  return { files, immutablePrefix: site.immutablePrefix };
}
