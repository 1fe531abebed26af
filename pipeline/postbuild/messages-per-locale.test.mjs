import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { MESSAGE_LOCALE_MARKER } from "../messages/fold-single-locale.mjs";
import {
  chunksToLocalize,
  foldMessages,
  pointIntoLocale,
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
]);

test("the chunks holding messages are copied per language, with every chunk that imports them", () => {
  expect([...chunksToLocalize(chunks)].sort()).toEqual(["home-FFFFFFFF.js", "shell-BBBBBBBB.js"]);
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
  const copy = pointIntoLocale(page, "home-FFFFFFFF.js", "de", localized, names);
  expect(copy).toContain(`from"./shell-BBBBBBBB.js"`);
  expect(copy).toContain(`import"../framework-CCCCCCCC.js"`);
  expect(copy).toContain("import(`../lazy-DDDDDDDD.js`)");
  expect(copy).toContain(`"/assets/de/shell-BBBBBBBB.js","/assets/framework-CCCCCCCC.js"`);
  // A stylesheet is never copied: it has no words.
  expect(copy).toContain(`"/assets/shell-EEEEEEEE.css"`);
});

test("a chunk named in a form the copies do not know stops the build, named", () => {
  const names = new Set(chunks.keys());
  expect(() =>
    pointIntoLocale(
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

test("the assets folder gets a copy per language, and pages are pointed at theirs", async () => {
  const assets = mkdtempSync(path.join(tmpdir(), "messages-per-locale-"));
  folders.push(assets);
  for (const [name, code] of chunks) writeFileSync(path.join(assets, name), code);
  writeFileSync(
    path.join(assets, "manifest-12345678.js"),
    `window.m={"a":"/assets/home-FFFFFFFF.js"}`,
  );
  const { localize } = await splitMessagesByLocale(assets);

  expect(readdirSync(path.join(assets, "he")).sort()).toEqual([
    "home-FFFFFFFF.js",
    "shell-BBBBBBBB.js",
  ]);
  const english = readFileSync(path.join(assets, "shell-BBBBBBBB.js"), "utf8");
  expect(english).toContain("Open menu");
  expect(english).not.toContain("פתיחת התפריט");
  const hebrew = readFileSync(path.join(assets, "he", "shell-BBBBBBBB.js"), "utf8");
  expect(hebrew).toContain("פתיחת התפריט");
  expect(hebrew).not.toContain("Open menu");
  expect(readFileSync(path.join(assets, "framework-CCCCCCCC.js"), "utf8")).toBe(
    "export const r=1;",
  );

  const html = `<link rel="modulepreload" href="/assets/shell-BBBBBBBB.js"/><link rel="modulepreload" href="/assets/framework-CCCCCCCC.js"/>`;
  expect(localize("he", html)).toBe(
    `<link rel="modulepreload" href="/assets/he/shell-BBBBBBBB.js"/><link rel="modulepreload" href="/assets/framework-CCCCCCCC.js"/>`,
  );
  expect(localize("en", html)).toBe(html);
});
