// How the interface messages (messages/<locale>.json) are compiled, named once for the Vite
// build, Vitest and `npm run typecheck` (scripts/compile-messages.mjs), so the three compile
// the same functions into the same folder (docs/decisions/027), and each skips the compile
// when that folder is current (compile-once.mjs).
/** @type {import("@inlang/paraglide-js").CompilerOptions} */
export const messageCompilerOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["baseLocale"],
  // Paraglide's runtime is not what chooses: app/root.tsx hands it the page's language
  // (overwriteGetLocale), and fold-single-locale.mjs has each message read the site's choice
  // instead; in the browser each language has its own copy of the chunks that hold messages
  // (pipeline/postbuild/messages-per-locale.mjs, docs/decisions/027).
  // One module per message, so a page's chunk carries only the messages it imports.
  outputStructure: "message-modules",
  emitReadme: false,
  emitPrettierIgnore: false,
};
