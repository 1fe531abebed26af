// Filling {{references}} with facts typed once: no Node modules, so the editor's preview runs
// the very same code in the browser (server/editor/preview).
export const reference = /\{\{\s*([a-zA-Z0-9_.-]+)\s*\}\}/g;

/** "plans[1].price.monthly" from zod's path. */
export function fieldName(issuePath: readonly PropertyKey[]): string {
  return issuePath.reduce<string>(
    (name, key) =>
      typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key),
    "",
  );
}

function valueAt(root: unknown, dotted: string): unknown {
  let value = root;
  for (const key of dotted.split(".")) {
    if (value === null || typeof value !== "object" || !(key in value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Every string of `data` with its {{references}} filled, or the problems with them. */
export function fillReferences(
  file: string,
  data: unknown,
  facts: Record<string, unknown>,
  problems: string[],
  at: PropertyKey[] = [],
  depth = 0,
): unknown {
  if (typeof data === "string") {
    return data.replace(reference, (whole, name: string) => {
      const value = valueAt(facts, name);
      if (typeof value === "number") return String(value);
      // A fact may itself name a fact ("Integrations with {{site.figures.integrations}} apps");
      // the depth stops one that names itself.
      if (typeof value === "string" && depth < 4)
        return String(fillReferences(file, value, facts, problems, at, depth + 1));
      problems.push(
        `${file}: ${fieldName(at)}: ${whole} names no fact (known: ${Object.keys(facts)
          .map((fact) => `{{${fact}.…}}`)
          .join(", ")})`,
      );
      return whole;
    });
  }
  if (Array.isArray(data))
    return data.map((item, index) => fillReferences(file, item, facts, problems, [...at, index]));
  if (data && typeof data === "object")
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        fillReferences(file, value, facts, problems, [...at, key]),
      ]),
    );
  return data;
}
