// Paraglide compiles the messages again in every process that loads its Vite plugin, each
// time for the same output: `npm test` starts five such processes (the type check's
// compile, Vitest, the build, the editor's preview and the editor test's rebuild), 1.2 s of
// CPU each here. A digest of what the compiler reads, kept beside its output, lets a process
// whose inputs have not changed since the last compile skip it.
import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compile, paraglideVitePlugin } from "@inlang/paraglide-js";
import { readProjectSettings } from "./catalog-check.mjs";

/**
 * What Paraglide's Vite plugin sets as `isServer` (a condition compiled into the runtime),
 * given to the compile without Vite too, so that both write the same files.
 */
export const VITE_IS_SERVER = "import.meta.env?.SSR ?? typeof window === 'undefined'";

/** The file in the output folder that holds the digest of the inputs it was compiled from. */
export const DIGEST_FILE = ".inputs-digest";

const packageVersion = (root, name) =>
  JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version;

/** The files the compiler reads: the project's settings and each language's messages. */
export function inputFiles(root = process.cwd()) {
  const { settingsFile, locales, catalogPath } = readProjectSettings(root);
  return [settingsFile, ...locales.map(catalogPath)];
}

/**
 * A digest of everything the output depends on: the options, the compiler's and the
 * message format's versions, and the input files' names and contents. A file that cannot
 * be read gives no digest, and so a compile.
 */
export function inputsDigest(options, root = process.cwd()) {
  const hash = createHash("sha256");
  hash.update(JSON.stringify({ ...options, isServer: VITE_IS_SERVER }));
  try {
    for (const name of ["@inlang/paraglide-js", "@inlang/plugin-message-format"])
      hash.update(`\0${name}@${packageVersion(root, name)}`);
    for (const file of inputFiles(root)) {
      const content = readFileSync(file);
      hash.update(`\0${path.relative(root, file)}:${content.length}:`);
      hash.update(content);
    }
  } catch {
    return undefined;
  }
  return hash.digest("hex");
}

const digestPath = (options, root) => path.join(root, options.outdir, DIGEST_FILE);

/** Whether the output folder was compiled from the inputs as they are now. */
export function isCompiled(options, root = process.cwd()) {
  const digest = inputsDigest(options, root);
  try {
    return digest !== undefined && readFileSync(digestPath(options, root), "utf8") === digest;
  } catch {
    return false;
  }
}

/** Notes that the output folder holds what the inputs, as they are now, compile to. */
export function recordCompiled(options, root = process.cwd()) {
  const digest = inputsDigest(options, root);
  if (digest) writeFileSync(digestPath(options, root), digest);
}

/** Compiles without Vite (`npm run typecheck`), unless the output is current. */
export async function compileOnce(options, root = process.cwd()) {
  if (isCompiled(options, root)) return false;
  rmSync(digestPath(options, root), { force: true });
  await compile({ ...options, isServer: VITE_IS_SERVER });
  recordCompiled(options, root);
  return true;
}

/**
 * Paraglide's Vite plugin, compiling when a server or build starts only if the output is
 * not current. A production build records the digest of what it compiled (its compile
 * throws on an error); a server does not, as its plugin logs a failed compile and goes on.
 * A server that skipped the compile watches the input files itself, and compiles through
 * the plugin when one changes; from then on the plugin watches them.
 */
export function paraglideOnce(options, root = process.cwd(), makePlugin = paraglideVitePlugin) {
  const plugin = makePlugin(options);
  const { buildStart: compileNow, watchChange: recompile } = plugin;
  const inputs = new Set(inputFiles(root));
  let compiledHere = false;
  return {
    ...plugin,
    async buildStart(...args) {
      if (isCompiled(options, root)) {
        for (const file of inputs) this.addWatchFile(file);
        return;
      }
      rmSync(digestPath(options, root), { force: true });
      await compileNow.apply(this, args);
      compiledHere = true;
      if (process.env.NODE_ENV === "production") recordCompiled(options, root);
    },
    async watchChange(file, ...rest) {
      const isInput = inputs.has(path.resolve(file));
      // The output is about to change: no digest may vouch for it until a build records one.
      if (isInput) rmSync(digestPath(options, root), { force: true });
      if (compiledHere) return recompile.call(this, file, ...rest);
      if (!isInput) return;
      await compileNow.call(this);
      compiledHere = true;
    },
  };
}
