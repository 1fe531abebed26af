import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import {
  catalogProblems,
  messageKeysUsed,
  parametersOf,
  readCatalog,
  readProjectSettings,
} from "./catalog-check.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the site's interface messages", () => {
  const { baseLocale, locales, catalogPath } = readProjectSettings(root);
  const base = readCatalog(catalogPath(baseLocale));
  const used = messageKeysUsed(path.join(root, "app"));

  test("every message the app calls is in the base catalog", () => {
    const missing = [...used]
      .filter(([key]) => !(key in base))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
    // The scan found the calls at all: the header's menu button is one of them.
    expect(used.get("nav_open_menu")).toBe(path.join("components", "layout", "mobile-nav.tsx"));
  });

  test("every message in the base catalog is called somewhere in the app", () => {
    expect(Object.keys(base).filter((key) => !used.has(key))).toEqual([]);
  });

  test("every configured language has every message, with the same parameters", () => {
    expect(locales).toContain(baseLocale);
    expect(catalogProblems(root)).toEqual([]);
  });
});

/** The temporary projects this file made, removed when it ends. */
const projects = [];
afterAll(() => {
  for (const dir of projects.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project in a temporary folder: settings for `locales`, and a catalog per entry. */
function project(locales, catalogs) {
  const dir = mkdtempSync(path.join(tmpdir(), "catalogs-"));
  projects.push(dir);
  mkdirSync(path.join(dir, "project.inlang"));
  mkdirSync(path.join(dir, "messages"));
  writeFileSync(
    path.join(dir, "project.inlang/settings.json"),
    JSON.stringify({
      baseLocale: "en",
      locales,
      "plugin.inlang.messageFormat": { pathPattern: "./messages/{locale}.json" },
    }),
  );
  for (const [locale, messages] of Object.entries(catalogs)) {
    writeFileSync(path.join(dir, `messages/${locale}.json`), JSON.stringify(messages));
  }
  return dir;
}

const itemCount = (one, other) => [
  {
    declarations: ["input count", "local countPlural = count: plural"],
    selectors: ["countPlural"],
    match: { "countPlural=one": one, "countPlural=other": other },
  },
];

describe("catalogProblems", () => {
  const en = {
    $schema: "https://inlang.com/schema/inlang-message-format",
    nav_open_menu: "Open menu",
    logo_home: "{site} home",
    item_count: itemCount("{count} item", "{count} items"),
  };

  test("names the key and the language of a missing translation", () => {
    const dir = project(["en", "de"], { en, de: { logo_home: "{site} Startseite" } });
    expect(catalogProblems(dir)).toEqual([
      'de: missing translation of "nav_open_menu"',
      'de: missing translation of "item_count"',
    ]);
  });

  test("names a translation that takes other parameters, and one English lacks", () => {
    const dir = project(["en", "de"], {
      en,
      de: {
        nav_open_menu: "Menü öffnen",
        logo_home: "{name} Startseite",
        item_count: itemCount("ein Eintrag", "{count} Einträge"),
        extra: "Extra",
      },
    });
    expect(catalogProblems(dir)).toEqual([
      'de: "logo_home" takes {name}, the en message takes {site}',
      'de: "extra" is not a en message',
    ]);
  });

  test("names a configured language with no catalog", () => {
    const dir = project(["en", "ja"], { en });
    expect(catalogProblems(dir)).toEqual([
      expect.stringMatching(/^ja: no readable catalog at messages[\\/]ja\.json/),
    ]);
  });

  test("finds nothing wrong with complete catalogs", () => {
    const dir = project(["en", "de"], {
      en,
      de: {
        nav_open_menu: "Menü öffnen",
        logo_home: "{site} Startseite",
        item_count: itemCount("{count} Eintrag", "{count} Einträge"),
      },
    });
    expect(catalogProblems(dir)).toEqual([]);
  });
});

test("parametersOf reads placeholders and the inputs of variants", () => {
  expect(parametersOf("Move “{item}” to {group}")).toEqual(["group", "item"]);
  expect(parametersOf(itemCount("one", "{count} of {total}"))).toEqual(["count", "total"]);
  expect(parametersOf("No parameters")).toEqual([]);
});
