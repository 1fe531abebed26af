import { readFileSync } from "node:fs";
import path from "node:path";
import type { Glossary } from "../../app/content/glossary.schema";
import { englishLang, type LocaleCode, localeNamed } from "../../app/lib/locales.js";
import { parsePage } from "../../pipeline/postbuild/parse-page.mjs";

/*
 * What a page of a language reads in that language (issue 72, "No English shell under a
 * translated page"): its visible text, the parts marked in another language left out, as are
 * code and what is hidden. Measured by tests/built-site/words.check.ts; the limits and why are
 * in docs/decisions/047.
 */

const read = (file: string) => JSON.parse(readFileSync(path.resolve(file), "utf8"));

/** A language's glossary (content/glossary/<code>.json). */
export const glossaryOf = (code: LocaleCode): Glossary => read(`content/glossary/${code}.json`);

/**
 * The names a page keeps in Latin letters whatever its language: the glossary's (product,
 * company and technical names), the authors', and the names the Hebrew spell check accepts
 * as written (content/spelling/he.json: customers', partners' and people's names), capitalized.
 */
export function namesKept(code: LocaleCode): string[] {
  const authors = (read("content/articles/authors.json").authors ?? []) as { name: string }[];
  const spelled = (read("content/spelling/he.json").words as string[]).filter((word) =>
    /^[A-Z]/.test(word),
  );
  return [...new Set([...glossaryOf(code).names, ...authors.map((a) => a.name), ...spelled])].sort(
    (a, b) => b.length - a.length,
  );
}

/**
 * The page's own text: the page's language only, without code, scripts, hidden parts or
 * decorations hidden from assistive technology.
 */
export function ownText(html: string, code: LocaleCode): string {
  const document = parsePage(html);
  const own = localeNamed(code).lang;
  for (const part of document.querySelectorAll(
    // Decorations that repeat a named control (the language menu's code, a person's initials).
    'pre, code, kbd, samp, script, style, template, [hidden], [aria-hidden="true"]',
  ))
    part.remove();
  for (const part of document.querySelectorAll("body [lang]"))
    if (part.getAttribute("lang") !== own) part.remove();
  // Each text apart: "Salesforce" in one element and "CRM" in the next are two words.
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    texts.push(node.textContent ?? "");
  return texts.join(" ").replace(/\s+/g, " ");
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `text` without what is written in Latin letters in every language: the names kept, email
 * addresses and domains, and abbreviations (one to five capitals or digits: API, SOC 2, a
 * person's initials).
 */
export function withoutNames(text: string, names: readonly string[]): string {
  let rest = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
    .replace(/\bhttps?:\/\/\S+/g, " ")
    .replace(/\b[\w-]+\.(example|com|org|io)\b/g, " ");
  for (const name of names)
    rest = rest.replace(new RegExp(`(?<![A-Za-z])${escaped(name)}(?![A-Za-z])`, "g"), " ");
  return rest.replace(/(?<![A-Za-z])[A-Z0-9]{1,5}(?![A-Za-z])/g, " ");
}

/** The share of Latin letters among all letters of `text`, in percent (0 for no letters). */
export function latinShare(text: string): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z\u00C0-\u024F]/g)?.length ?? 0;
  return letters === 0 ? 0 : (latin / letters) * 100;
}

/** The Latin runs of `text` (words in Latin letters, with the spaces between), most frequent first. */
export function latinRuns(text: string): string[] {
  const counts = new Map<string, number>();
  for (const run of text.match(
    /[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F'’.&-]*(?: [A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F'’.&-]*)*/g,
  ) ?? [])
    counts.set(run, (counts.get(run) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([run]) => run);
}

/** Where `text` uses a term the glossary rules out: each as the term avoided and the one to use. */
export function termsRuledOut(text: string, glossary: Glossary): string[] {
  const found: string[] = [];
  for (const term of glossary.terms)
    for (const avoided of term.avoid) {
      // Japanese has no spaces: a term is found inside a phrase; others, as whole words.
      const pattern = /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u.test(avoided)
        ? new RegExp(escaped(avoided))
        : new RegExp(`(?<![\\p{L}])${escaped(avoided)}(?![\\p{L}])`, "u");
      if (pattern.test(text)) found.push(`"${avoided}" (write "${term.use}": ${term.concept})`);
    }
  return found;
}

/**
 * The English labels a German page must not show (a label is a whole element's text): every
 * interface message and tag name of three words or fewer whose German differs, as English
 * writes it.
 */
export function englishLabels(code: LocaleCode): Set<string> {
  const labels = new Set<string>();
  const english = read("messages/en.json") as Record<string, unknown>;
  const own = read(`messages/${code}.json`) as Record<string, unknown>;
  const isLabel = (text: unknown): text is string =>
    typeof text === "string" &&
    !/[{}]/.test(text) &&
    /[A-Za-z]{3}/.test(text) &&
    text.trim().split(/\s+/).length <= 3;
  for (const [key, text] of Object.entries(english))
    if (isLabel(text) && own[key] !== text) labels.add(text.trim());
  const tags = read("content/articles/tags.json").tags as { label: string }[];
  const ownTags = read(`content/translations/${code}/articles/tags.json`).tags as {
    label: string;
  }[];
  tags.forEach((tag, index) => {
    if (ownTags[index]?.label !== tag.label) labels.add(tag.label);
  });
  return labels;
}

/** The elements of the page's own text that read, whole, as one of `labels`. */
export function labelsShown(html: string, code: LocaleCode, labels: Set<string>): string[] {
  const document = parsePage(html);
  const own = localeNamed(code).lang;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    if (element.children.length > 0 || element.closest("pre, code, script, style, template"))
      continue;
    const marked = element.closest("[lang]")?.getAttribute("lang");
    if (marked && marked !== own && marked !== "") continue;
    const text = element.textContent?.trim() ?? "";
    if (labels.has(text)) found.push(text);
  }
  return found;
}

export { englishLang };
