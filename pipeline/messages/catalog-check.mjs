// The interface-message catalogs checked against each other and against the app, before
// Paraglide compiles them: Paraglide itself compiles a message missing from a language into
// the base language's words, and the site must never show English in its place silently.
// Used by the build (catalog-check-plugin.mjs) and by the unit tests.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The inlang project's settings file, its languages and the path of each one's catalog. */
export function readProjectSettings(root) {
  const settingsFile = path.join(root, "project.inlang/settings.json");
  const settings = JSON.parse(readFileSync(settingsFile, "utf8"));
  const pattern = settings["plugin.inlang.messageFormat"]?.pathPattern;
  if (typeof pattern !== "string") {
    throw new Error(
      "project.inlang/settings.json names no plugin.inlang.messageFormat.pathPattern",
    );
  }
  return {
    settingsFile,
    baseLocale: settings.baseLocale,
    locales: settings.locales,
    catalogPath: (locale) => path.join(root, pattern.replace("{locale}", locale)),
  };
}

/** A catalog's messages by key, without its $schema line. */
export function readCatalog(file) {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, "utf8"));
  return messages;
}

/**
 * The names a message is given when it is called, sorted: the `{name}` placeholders of a
 * plain message, or the `input` declarations of one with variants (plurals).
 */
export function parametersOf(message) {
  const names = new Set();
  const collect = (text) => {
    for (const [, name] of text.matchAll(/\{\s*([A-Za-z_]\w*)\s*\}/g)) names.add(name);
  };
  if (typeof message === "string") collect(message);
  else {
    for (const variant of [message].flat()) {
      for (const declaration of variant.declarations ?? []) {
        const input = /^input\s+(\w+)/.exec(declaration);
        if (input) names.add(input[1]);
      }
      for (const text of Object.values(variant.match ?? {})) collect(text);
    }
  }
  return [...names].sort();
}

/**
 * What is wrong with the catalogs: each configured language's catalog must exist and hold
 * every key of the base language's, called with the same parameters. Each problem names
 * the key and the language.
 */
export function catalogProblems(root) {
  const { baseLocale, locales, catalogPath } = readProjectSettings(root);
  const base = readCatalog(catalogPath(baseLocale));
  const problems = [];
  for (const locale of locales) {
    if (locale === baseLocale) continue;
    let catalog;
    try {
      catalog = readCatalog(catalogPath(locale));
    } catch (error) {
      problems.push(
        `${locale}: no readable catalog at ${path.relative(root, catalogPath(locale))} (${error.message})`,
      );
      continue;
    }
    for (const [key, message] of Object.entries(base)) {
      if (!(key in catalog)) {
        problems.push(`${locale}: missing translation of "${key}"`);
        continue;
      }
      const expected = parametersOf(message).join(", ");
      const found = parametersOf(catalog[key]).join(", ");
      if (expected !== found) {
        problems.push(
          `${locale}: "${key}" takes {${found}}, the ${baseLocale} message takes {${expected}}`,
        );
      }
    }
    for (const key of Object.keys(catalog)) {
      if (!(key in base)) problems.push(`${locale}: "${key}" is not a ${baseLocale} message`);
    }
  }
  return problems;
}

const sourceFile = /\.(ts|tsx)$/;
const notScanned = /(^|[\\/])(paraglide|admin)([\\/]|$)|\.test\.tsx?$/;

/** Every `m.key` the app's source files call, with the first file that calls it. */
export function messageKeysUsed(appDir) {
  const used = new Map();
  for (const entry of readdirSync(appDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (
      !entry.isFile() ||
      !sourceFile.test(entry.name) ||
      notScanned.test(path.relative(appDir, file))
    )
      continue;
    const text = readFileSync(file, "utf8");
    if (!text.includes("paraglide/messages")) continue;
    for (const [, key] of text.matchAll(/\bm\.([a-z0-9_]+)\b/g)) {
      if (!used.has(key)) used.set(key, path.relative(appDir, file));
    }
  }
  return used;
}
