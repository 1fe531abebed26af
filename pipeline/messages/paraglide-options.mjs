// How the interface messages (messages/<locale>.json) are compiled, named once for the Vite
// build, Vitest and `npm run typecheck` (scripts/compile-messages.mjs), so the three compile
// the same functions into the same folder (docs/decisions/027).
/** @type {import("@inlang/paraglide-js").CompilerOptions} */
export const messageCompilerOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["baseLocale"],
  // Every page is in English for now: the base locale, read from nothing; while it is the
  // only one, the build exports each message's English function as it is
  // (fold-single-locale.mjs). The localized copies (/de/…, /ja/…, /he/…) plug in here: put
  // "url" before "baseLocale", with urlPatterns for the prefixes, and, since pages are
  // prerendered in Node where there is no window.location, call overwriteGetLocale() in
  // app/root.tsx with the locale of the page being rendered.
  // One module per message, so a page's chunk carries only the messages it imports.
  outputStructure: "message-modules",
  emitReadme: false,
  emitPrettierIgnore: false,
};
