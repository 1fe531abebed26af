import { createRequestHandler, type ServerBuild } from "react-router";
import type { LocaleCode } from "./locales.js";
import { BUILD_LOCALE_KEY } from "./localized-content";

/**
 * At build, the pages of each language are rendered by their own copy of the renderer (the
 * server build, one file: vite.config.ts), evaluated in that language. Every content file
 * then holds that language's words from the moment its module runs, so whatever a reader
 * derives from them when it runs (a list of copies, a title read into a constant) is in the
 * language of the pages that copy renders. The English copy, React Router's own, hands each
 * other language's page to that language's copy (root.tsx's middleware).
 */
const globals = globalThis as { [BUILD_LOCALE_KEY]?: LocaleCode };

const handlers = new Map<LocaleCode, Promise<(request: Request) => Promise<Response>>>();

async function evaluateIn(locale: LocaleCode) {
  // A new URL is a new module: the same file, evaluated again, in `locale`.
  globals[BUILD_LOCALE_KEY] = locale;
  try {
    const build = (await import(
      /* @vite-ignore */ `${import.meta.url}?locale=${locale}`
    )) as ServerBuild;
    return createRequestHandler(build, "production");
  } finally {
    delete globals[BUILD_LOCALE_KEY];
  }
}

/** The renderer of `locale`'s pages, evaluated once. */
export function rendererOf(locale: LocaleCode) {
  let handler = handlers.get(locale);
  if (!handler) {
    handler = evaluateIn(locale);
    handlers.set(locale, handler);
  }
  return handler;
}
