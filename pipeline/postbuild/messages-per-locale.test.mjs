import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { MESSAGE_LOCALE_MARKER } from "../messages/fold-single-locale.mjs";
import { messagesFolderPattern } from "./messages-folder.mjs";
import {
  chunksToLocalize,
  foldMessages,
  pointIntoFolder,
  splitMessagesByLocale,
} from "./messages-per-locale.mjs";

// A message as the browser's build minifies it: each language's function, and the choice.
const message = (name, words) =>
  `const ${name}_en=()=>\`${words.en}\`,${name}_de=()=>\`${words.de}\`,${name}_ja=()=>\`${words.ja}\`,${name}_he=()=>\`${words.he}\`,${name}=((e={},t={})=>{let n=${MESSAGE_LOCALE_MARKER}??t.locale??p();return n===\`de\`?${name}_de(e):n===\`ja\`?${name}_ja(e):n===\`he\`?${name}_he(e):${name}_en(e)});`;
const openMenu = { en: "Open menu", de: "Menü öffnen", ja: "メニューを開く", he: "פתיחת התפריט" };

const shell = `import{t as p}from"./locale-AAAAAAAA.js";${message("o", openMenu)}export{o as openMenu};`;
const page = `import{openMenu as o}from"./shell-BBBBBBBB.js";import"./framework-CCCCCCCC.js";const l=()=>import(\`./lazy-DDDDDDDD.js\`);const d=["/assets/shell-BBBBBBBB.js","/assets/framework-CCCCCCCC.js","/assets/shell-EEEEEEEE.css"];export default function(){return o()}`;
const chunks = new Map([
  ["locale-AAAAAAAA.js", "export const t=()=>document.documentElement.lang;"],
  ["shell-BBBBBBBB.js", shell],
  ["framework-CCCCCCCC.js", "export const r=1;"],
  ["lazy-DDDDDDDD.js", "export const z=2;"],
  ["home-FFFFFFFF.js", page],
  // Imports the shell through home: a copy too.
  ["entry-HHHHHHHH.js", `import"./home-FFFFFFFF.js";`],
  // The team's: imports the shell, and no public page reaches it.
  ["admin-IIIIIIII.js", `import"./shell-BBBBBBBB.js";`],
]);
const publicEntries = ["entry-HHHHHHHH.js"];

test("the chunks holding messages are copied per language, with every chunk that imports them, however indirectly", () => {
  expect([...chunksToLocalize(chunks)].sort()).toEqual([
    "admin-IIIIIIII.js",
    "entry-HHHHHHHH.js",
    "home-FFFFFFFF.js",
    "shell-BBBBBBBB.js",
  ]);
});

test("only the chunks the public pages reach are copied: not the team's", () => {
  expect([...chunksToLocalize(chunks, publicEntries)].sort()).toEqual([
    "entry-HHHHHHHH.js",
    "home-FFFFFFFF.js",
    "shell-BBBBBBBB.js",
  ]);
});

test("a chunk folded in one language keeps that language's words and none of the others'", () => {
  for (const [locale, words] of Object.entries(openMenu)) {
    const folded = foldMessages(shell, "shell-BBBBBBBB.js", locale);
    expect(folded).toContain(words);
    for (const [other, otherWords] of Object.entries(openMenu))
      if (other !== locale) expect(folded).not.toContain(otherWords);
    expect(folded).not.toContain("__flowboardMessageLocale");
    expect(folded).toMatch(/export\s*\{\s*o as openMenu\s*\}/);
  }
});

test("a chunk without messages is left byte for byte", () => {
  expect(foldMessages(page, "home-FFFFFFFF.js", "de")).toBe(page);
});

test("a copy names the other copies, and the shared chunks at their one address", () => {
  const names = new Set(chunks.keys());
  const localized = chunksToLocalize(chunks);
  const copy = pointIntoFolder(page, "home-FFFFFFFF.js", "de-12345678", localized, names);
  expect(copy).toContain(`from"./shell-BBBBBBBB.js"`);
  expect(copy).toContain(`import"../framework-CCCCCCCC.js"`);
  expect(copy).toContain("import(`../lazy-DDDDDDDD.js`)");
  expect(copy).toContain(`"/assets/de-12345678/shell-BBBBBBBB.js","/assets/framework-CCCCCCCC.js"`);
  // A stylesheet is never copied: it has no words.
  expect(copy).toContain(`"/assets/shell-EEEEEEEE.css"`);
});

test("a chunk named in a form the copies do not know stops the build, named", () => {
  const names = new Set(chunks.keys());
  expect(() =>
    pointIntoFolder(
      `const u="static/shell-BBBBBBBB.js";`,
      "odd-GGGGGGGG.js",
      "ja",
      new Set(),
      names,
    ),
  ).toThrow(
    "odd-GGGGGGGG.js: names shell-BBBBBBBB.js in a way the per-language copies do not know",
  );
});

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Reads every file of `folder` and below, by its path from it. */
function filesOf(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function splitInto(assets, sources = chunks) {
  for (const [name, code] of sources) writeFileSync(path.join(assets, name), code);
  writeFileSync(
    path.join(assets, "manifest-12345678.js"),
    `window.m={"a":"/assets/entry-HHHHHHHH.js"}`,
  );
  return splitMessagesByLocale(assets, publicEntries);
}

test("each language's copies are in a folder named by what it holds; the originals stay as they were", async () => {
  const assets = mkdtempSync(path.join(tmpdir(), "messages-per-locale-"));
  folders.push(assets);
  const { localize, folders: named } = await splitInto(assets);

  expect(Object.keys(named)).toEqual(["en", "de", "ja", "he"]);
  for (const [locale, folder] of Object.entries(named)) {
    expect(folder).toMatch(new RegExp(`^${locale}-[\\w-]{8}$`));
    // The pattern the build checks, browser tests and page-weight script find folders by.
    expect(folder).toMatch(new RegExp(`^${messagesFolderPattern()}$`));
    for (const other of Object.keys(named))
      expect(new RegExp(`^${messagesFolderPattern(other)}$`).test(folder), other).toBe(
        other === locale,
      );
    expect(readdirSync(path.join(assets, folder)).sort()).toEqual([
      "entry-HHHHHHHH.js",
      "home-FFFFFFFF.js",
      "shell-BBBBBBBB.js",
    ]);
  }
  for (const [name, code] of chunks)
    expect(readFileSync(path.join(assets, name), "utf8"), name).toBe(code);
  const english = readFileSync(path.join(assets, named.en, "shell-BBBBBBBB.js"), "utf8");
  expect(english).toContain("Open menu");
  expect(english).not.toContain("פתיחת התפריט");
  const hebrew = readFileSync(path.join(assets, named.he, "shell-BBBBBBBB.js"), "utf8");
  expect(hebrew).toContain("פתיחת התפריט");
  expect(hebrew).not.toContain("Open menu");
  expect(readFileSync(path.join(assets, named.he, "home-FFFFFFFF.js"), "utf8")).toContain(
    `"/assets/${named.he}/shell-BBBBBBBB.js","/assets/framework-CCCCCCCC.js"`,
  );

  const html = `<link rel="modulepreload" href="/assets/shell-BBBBBBBB.js"/><link rel="modulepreload" href="/assets/framework-CCCCCCCC.js"/>`;
  expect(localize("he", html)).toBe(
    `<link rel="modulepreload" href="/assets/${named.he}/shell-BBBBBBBB.js"/><link rel="modulepreload" href="/assets/framework-CCCCCCCC.js"/>`,
  );
});

test("a change to a message is a new folder for its language, so no cached copy is stale", async () => {
  const before = mkdtempSync(path.join(tmpdir(), "messages-per-locale-"));
  const after = mkdtempSync(path.join(tmpdir(), "messages-per-locale-"));
  folders.push(before, after);
  const changed = new Map(chunks);
  changed.set("shell-BBBBBBBB.js", shell.replace("Menü öffnen", "Menü aufklappen"));
  const first = (await splitInto(before)).folders;
  const second = (await splitInto(after, changed)).folders;
  expect(second.de).not.toBe(first.de);
  expect(second.en).toBe(first.en);
  expect(filesOf(after)).toContain(`${second.de}/shell-BBBBBBBB.js`);
});

test("a build whose messages lost their marker stops, named", async () => {
  const assets = mkdtempSync(path.join(tmpdir(), "messages-per-locale-"));
  folders.push(assets);
  const unmarked = new Map(
    [...chunks].map(([name, code]) => [name, code.replaceAll(MESSAGE_LOCALE_MARKER, "void 0")]),
  );
  await expect(splitInto(assets, unmarked)).rejects.toThrow(
    `no chunk of ${assets} holds a message marked with ${MESSAGE_LOCALE_MARKER}`,
  );
});
