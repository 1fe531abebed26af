import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { type LocaleCode, localeOfPath } from "../../app/lib/locales.js";
import { buildRoot, clientRootOf } from "../../server/build-paths.mjs";
import { listPages } from "../../server/pages.mjs";
import {
  englishLabels,
  glossaryOf,
  labelsShown,
  latinRuns,
  latinShare,
  namesKept,
  ownText,
  termsRuledOut,
  withoutNames,
} from "./words";

/*
 * Every translated page reads in its language (docs/decisions/047): on /ja and /he, at most
 * LATIN_LIMIT percent of the letters a reader sees are Latin, product, company and technical
 * names, addresses and what is marked English (the API's names, code, English articles) left
 * out; on /de, no label an English page shows stands untranslated; on every translated page,
 * no term its glossary rules out.
 */

/** Percent of Latin letters allowed on a Japanese or Hebrew page, names excepted (decision 047). */
const LATIN_LIMIT = 5;

const clientDir = clientRootOf(path.resolve(process.env.BUILD_DIR ?? buildRoot));
const pages = [...listPages(clientDir)];
const htmlOf = (file: string) => readFileSync(path.join(clientDir, file), "utf8");
const pagesIn = (code: LocaleCode) => pages.filter(([route]) => localeOfPath(route) === code);

describe.each(["ja", "he"] as const)("pages in %s", (code) => {
  const names = namesKept(code);
  test(`show at most ${LATIN_LIMIT}% of their letters in Latin script, names excepted`, () => {
    const found: string[] = [];
    const report: string[] = [];
    for (const [route, file] of pagesIn(code)) {
      const rest = withoutNames(ownText(htmlOf(file), code), names);
      const share = latinShare(rest);
      report.push(`${route}: ${share.toFixed(1)}%`);
      if (share > LATIN_LIMIT)
        found.push(
          `${route}: ${share.toFixed(1)}% Latin, such as ${latinRuns(rest)
            .slice(0, 6)
            .map((run) => `"${run}"`)
            .join(", ")}`,
        );
    }
    if (process.env.WORDS_REPORT) console.log(report.join("\n"));
    expect(found).toEqual([]);
  });
});

describe("pages in de", () => {
  test("show no English label where the German one belongs", () => {
    const labels = englishLabels("de");
    const found: string[] = [];
    for (const [route, file] of pagesIn("de"))
      for (const label of new Set(labelsShown(htmlOf(file), "de", labels)))
        found.push(`${route}: "${label}"`);
    expect(found).toEqual([]);
  });
});

describe.each(["de", "ja", "he"] as const)("pages in %s", (code) => {
  test("use no term their glossary rules out", () => {
    const glossary = glossaryOf(code);
    const found: string[] = [];
    for (const [route, file] of pagesIn(code))
      for (const term of termsRuledOut(ownText(htmlOf(file), code), glossary))
        found.push(`${route}: ${term}`);
    expect(found).toEqual([]);
  });
});
