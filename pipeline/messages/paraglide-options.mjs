// How the interface messages (messages/<locale>.json) are compiled, named once for the Vite
// build, Vitest and `npm run typecheck` (scripts/compile-messages.mjs), so the three compile
// the same functions into the same folder (docs/decisions/027).

/** @type {import("@inlang/paraglide-js").CompilerOptions} */
export const messageCompilerOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  // Every page is in English for now: the locale is the base locale, read from nothing.
  // The localized copies (/de/…, /ja/…, /he/…) plug in here: "url" first with urlPatterns
  // for the prefixes, and, because pages are prerendered in Node where there is no
  // window.location, overwriteGetLocale() in app/root.tsx reading the locale React Router
  // matched for the page being rendered.
  strategy: ["baseLocale"],
  // One module per message, so a page's chunk carries only the messages it imports.
  outputStructure: "message-modules",
  emitReadme: false,
  emitPrettierIgnore: false,
};
