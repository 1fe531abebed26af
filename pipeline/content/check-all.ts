// The content check a publish runs before its build (server/releases): every content file
// against its schema with its references filled, every translation's words merged over
// its English file, and every article's front matter, as the build reads them. Each problem
// is "file: field: rule", so a refused publish names what to change.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentFiles } from "../../app/content/registry.ts";
import { articlePagePaths } from "../articles/collection.ts";
import { TRANSLATED_LOCALES, translatableFiles, translationPath } from "./translations.mjs";
import { readContent, wordsProblems } from "./validate.ts";

const problemsOfError = (file: string, error: unknown): string[] => {
  const listed = (error as { problems?: unknown }).problems;
  if (Array.isArray(listed)) return listed.map(String);
  return [`${file}: ${(error as Error).message}`];
};

/** Every problem of the content under `root`, or none. */
export function contentProblems(root: string): string[] {
  const problems: string[] = [];
  for (const entry of contentFiles) {
    try {
      readContent(root, entry.path);
    } catch (error) {
      problems.push(...problemsOfError(entry.path, error));
    }
  }
  if (problems.length) return problems;
  for (const locale of TRANSLATED_LOCALES)
    for (const file of translatableFiles(root)) {
      const words = translationPath(file, locale);
      if (!existsSync(path.join(root, words))) continue;
      try {
        problems.push(...wordsProblems(root, words, readFileSync(path.join(root, words), "utf8")));
      } catch (error) {
        problems.push(...problemsOfError(words, error));
      }
    }
  try {
    articlePagePaths(root);
  } catch (error) {
    problems.push(...problemsOfError("content/articles", error));
  }
  return problems;
}
