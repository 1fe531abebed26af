// `node scripts/subset-inter.mjs`: writes app/styles/fonts/inter-latin-wght-400-800.woff2, the
// site's only web font. It is @fontsource-variable/inter's Latin file cut to what the pages
// use: the same characters (the unicode-range of app.css's @font-face, read from there) and
// the weights 400 to 800 of the variable axis (font-normal to font-extrabold; nothing lighter
// or heavier is set). The web font is what holds the largest paint (decision 022): 48 KB
// become 32 KB. Run it again after upgrading @fontsource-variable/inter; a unit test
// (scripts/subset-inter.test.mjs) fails while the committed file differs from its output.
// `npm run subset-font` runs it.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { isMain } from "../pipeline/is-main.mjs";

const require = createRequire(import.meta.url);
const SOURCE = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
export const SUBSET_FILE = new URL(
  "../app/styles/fonts/inter-latin-wght-400-800.woff2",
  import.meta.url,
);
const STYLESHEET = new URL("../app/styles/app.css", import.meta.url);
/** The weights the design sets: Tailwind's font-normal (400) to font-extrabold (800). */
export const WEIGHTS = { min: 400, max: 800 };

/** Every character of a CSS unicode-range ("U+0000-00FF, U+0131, ..."). */
export function charactersOf(unicodeRange) {
  let characters = "";
  for (const part of unicodeRange.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++)
      characters += String.fromCodePoint(code);
  }
  return characters;
}

/** The unicode-range of the stylesheet's Inter @font-face. */
export function interUnicodeRange(css = readFileSync(STYLESHEET, "utf8")) {
  const face = /@font-face\s*{[^}]*font-family:\s*"Inter Variable"[^}]*}/.exec(css)?.[0];
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error("app/styles/app.css has no Inter @font-face with a unicode-range");
  return range.replace(/\s+/g, " ").trim();
}

/** The subset's bytes, from the installed package. */
export function subsetInter() {
  return subsetFont(readFileSync(SOURCE), charactersOf(interUnicodeRange()), {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
  });
}

if (isMain(import.meta.url)) {
  const subset = await subsetInter();
  writeFileSync(SUBSET_FILE, subset);
  console.log(
    `${SUBSET_FILE.pathname}: ${subset.length} bytes (from ${readFileSync(SOURCE).length})`,
  );
}
