// How the interface messages (messages/<locale>.json) are compiled, named once for the Vite
// build, Vitest and `npm run typecheck` (scripts/compile-messages.mjs), so the three compile
// the same functions into the same folder (docs/decisions/027).
import { readFileSync } from "node:fs";

const settings = JSON.parse(
  readFileSync(new URL("../../project.inlang/settings.json", import.meta.url), "utf8"),
);

/**
 * The expression Paraglide leaves in every message function, unchecked, for the locale of a
 * bundle built for one language (its per-locale builds use it, @inlang/paraglide-js 2.25.4,
 * compiler/per-locale-build.js). Any other expression Paraglide wraps in a call that
 * checks it, which the bundler cannot fold.
 */
const STATIC_LOCALE_EXPRESSION = "/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__";

/** @type {import("@inlang/paraglide-js").CompilerOptions} */
export const messageCompilerOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["baseLocale"],
  // Every page is in English for now, and the locale is a constant the build writes in
  // (staticLocaleDefine): each message function folds to its words, and the code that
  // finds a locale at run time stays out of every page (1.1 KB gzip, docs/decisions/027).
  // The localized copies (/de/…, /ja/…, /he/…) plug in here: drop the constant and the
  // define, put "url" before "baseLocale" with urlPatterns for the prefixes, and, since
  // pages are prerendered in Node where there is no window.location, call
  // overwriteGetLocale() in app/root.tsx with the locale of the page being rendered.
  experimentalStaticLocale: STATIC_LOCALE_EXPRESSION,
  // One module per message, so a page's chunk carries only the messages it imports.
  outputStructure: "message-modules",
  emitReadme: false,
  emitPrettierIgnore: false,
};

/** Vite's `define` that writes the base locale in for STATIC_LOCALE_EXPRESSION. */
export const staticLocaleDefine = {
  "globalThis.__PARAGLIDE_STATIC_LOCALE__": JSON.stringify(settings.baseLocale),
};
