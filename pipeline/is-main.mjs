import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Whether the module at `moduleUrl` (its import.meta.url) is the file `node` was asked to
 * run, rather than imported by another: a command that also exports its parts for tests
 * and other commands does its work only then.
 */
export function isMain(moduleUrl) {
  return (
    process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl)
  );
}
