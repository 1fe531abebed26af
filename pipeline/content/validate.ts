// Reads a content file, checks it against its schema and fills its {{references}}: the one
// path every content file takes, at build (pipeline/vite/content.ts), in the content check
// (app/content/registry.test.ts) and when the editor saves (pipeline/content/editor-backend).
// A problem is reported as "file: field: rule", one line each, so an editor can find it.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { type ContentFile, contentFileAt, factSources } from "../../app/content/registry.ts";
import { fieldName, fillReferences, reference } from "./references.ts";

export { fieldName, fillReferences };

export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Content has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
    this.name = "ContentError";
  }
}

function parseJson(file: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new ContentError([`${file}: is not valid JSON: ${(error as Error).message}`]);
  }
}

/** Checks `data` against the file's schema: the problems, each "file: field: rule". */
export function problemsOf(entry: ContentFile, data: unknown): string[] {
  const result = entry.schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${entry.path}: ${fieldName(issue.path) || "(the whole file)"}: ${issue.message}`,
  );
}

/** The values {{references}} may name: `site.figures.integrations`, `plans.team.monthlyPrice`. */
export function readFacts(root: string): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(factSources)) {
    const raw = readFileSync(path.join(root, source.path), "utf8");
    facts[name] = source.select(parseJson(source.path, raw) as never);
  }
  return facts;
}

/**
 * A content file's text, checked and with its references filled: what the site renders.
 * Throws a ContentError naming every problem.
 */
export function readContent(
  root: string,
  file: string,
  raw = readFileSync(path.join(root, file), "utf8"),
): z.output<ContentFile["schema"]> {
  const entry = contentFileAt(file);
  if (!entry)
    throw new ContentError([`${file}: is not a content file named in app/content/registry.ts`]);
  const data = parseJson(file, raw);
  const problems: string[] = [];
  const filled = fillReferences(file, data, readFacts(root), problems);
  if (entry.readOutsideVite && JSON.stringify(data).match(reference))
    problems.push(
      `${file}: holds a {{reference}}, but the server reads it as it is: write the value`,
    );
  problems.push(...problemsOf(entry, filled));
  if (problems.length) throw new ContentError(problems);
  return filled;
}
