// The rules every label of the editor keeps (issue: "Labels from the code: 'Companie', 'Src',
// 'Chrome'..."): a collection, file, field or list item is named as a person who edits the
// site would name it, never by the code's word for it. editor-labels.test.ts holds the whole
// generated configuration, every language's forms included, to these rules.
import type { DecapField } from "./editor-fields.ts";

/** Abbreviations and code words a label never shows as a word of its own. */
const codeWords = new Set([
  "alt",
  "btn",
  "cfg",
  "config",
  "cta",
  "desc",
  "eyebrow",
  "href",
  "honeypot",
  "id",
  "img",
  "meta",
  "msg",
  "nav",
  "noscript",
  "og",
  "param",
  "seo",
  "slug",
  "src",
  "toast",
  "url",
  "companie",
]);

/** Whole labels that are a code's name for a thing, not a person's. */
const codeLabels = new Set([
  "item",
  "items",
  "primary",
  "secondary",
  "short",
  "plus",
  "span",
  "tone",
  "chrome",
  "collections",
  "lead",
]);

/** What is wrong with one label, or nothing. "Alt text" is a phrase editors know. */
export function labelProblem(label: string): string | undefined {
  if (!label.trim()) return "is empty";
  // A word that starts small and goes on in capitals is a key ("imageSrc"); a name that
  // starts with one ("JavaScript", "GitHub") is a brand's own spelling.
  if (/\b[a-z]+[A-Z]/.test(label)) return "is camelCase";
  if (/[_{}]/.test(label)) return "has a code character";
  if (codeLabels.has(label.toLowerCase())) return "is a code word";
  const words = label
    .replace(/\balt text\b/gi, "")
    .split(/[^A-Za-z]+/)
    .filter(Boolean);
  const word = words.find((candidate) => codeWords.has(candidate.toLowerCase()));
  return word ? `has the code word "${word}"` : undefined;
}

interface Form {
  name: string;
  label: string;
  fields?: DecapField[];
}
interface Collection extends Form {
  label_singular?: string;
  files?: Form[];
}

/** Every problem of the labels of `fields`, each naming the form and field path. */
function fieldProblems(form: string, fields: DecapField[], at = ""): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const field of fields) {
    const path = at ? `${at}.${field.name}` : field.name;
    for (const [what, label] of [
      ["label", field.label],
      ["label_singular", field.label_singular],
    ] as const) {
      const problem = label === undefined ? undefined : labelProblem(label);
      if (problem) problems.push(`${form}: ${path} ${what} "${label}" ${problem}`);
    }
    const twin = seen.get(field.label.toLowerCase());
    if (twin)
      problems.push(`${form}: ${path} has the label "${field.label}" of its sibling ${twin}`);
    seen.set(field.label.toLowerCase(), path);
    problems.push(...fieldProblems(form, field.fields ?? [], path));
    if (field.field) problems.push(...fieldProblems(form, [field.field], `${path}[]`));
  }
  return problems;
}

/** Every label problem of an editor configuration's collections, files and fields. */
export function labelProblems(collections: readonly Collection[]): string[] {
  return collections.flatMap((collection) => {
    const own = [
      ["label", collection.label],
      ["label_singular", collection.label_singular],
    ] as const;
    return [
      ...own.flatMap(([what, label]) => {
        const problem = label === undefined ? undefined : labelProblem(label);
        return problem ? [`${collection.name}: ${what} "${label}" ${problem}`] : [];
      }),
      ...(collection.files ?? []).flatMap((file) => {
        const problem = labelProblem(file.label);
        return [
          ...(problem ? [`${file.name}: label "${file.label}" ${problem}`] : []),
          ...fieldProblems(file.name, file.fields ?? []),
        ];
      }),
      ...fieldProblems(collection.name, collection.fields ?? []),
    ];
  });
}
