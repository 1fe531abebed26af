// Where `npm run build` puts the site, named once: React Router writes there, the post-build
// finishes it, the server serves it, and the commands and tests that measure it read it.
// Here in server/ because the server needs it at run time and must not load build code.
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's build/: the server's own files (site-headers.json, nginx.conf) and client/. */
export const buildRoot = fileURLToPath(new URL("../build", import.meta.url));

/** The part of a build that is published as the site: every page, asset, feed and copy. */
export const clientRootOf = (root) => path.join(root, "client");

/** The repository's build/client. */
export const clientRoot = clientRootOf(buildRoot);
