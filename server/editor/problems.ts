// A refused save as the editor shows it: each problem at the field it concerns, in the
// rule's own words (README, "Editing the site"), and one plain sentence for the notice. The
// build's problems read "content/pricing/plans.json: plans[1].monthlyPrice: must be…" (or, for
// an article's front matter, `content/articles/blog/x.md: field "tags.0": …`): the file and
// the path are for a developer's terminal, never for the form.

export interface FieldProblem {
  /** The field's path in the form, as keys and list positions: ["plans", 1, "monthlyPrice"]. */
  field: (string | number)[];
  /** The rule, as the README's table of messages words it. */
  message: string;
}

export interface Refusal {
  /** One sentence for the notice, naming no file, path or protocol. */
  summary: string;
  /** The problems that belong to a field of the form. */
  fields: FieldProblem[];
  /** The problems that belong to no one field (the whole file), in plain words. */
  general: string[];
}

const dottedPath = /^[A-Za-z_$][\w$]*(?:\[\d+\]|\.[A-Za-z_$][\w$]*|\.\d+)*$/;

/** "plans[1].monthlyPrice" or "tags.0" as ["plans", 1, "monthlyPrice"] / ["tags", 0]. */
export function fieldPath(name: string): (string | number)[] {
  return name
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** One problem of the build's as the field it concerns and its message. */
export function problemAt(file: string, problem: string): FieldProblem | string {
  const rest = problem.startsWith(`${file}: `) ? problem.slice(file.length + 2) : problem;
  const quoted = /^field "([^"]+)": ([\s\S]*)$/.exec(rest);
  if (quoted?.[1] && quoted[2] !== undefined)
    return { field: fieldPath(quoted[1]), message: quoted[2] };
  const split = rest.indexOf(": ");
  const name = split > 0 ? rest.slice(0, split) : "";
  if (name && dottedPath.test(name))
    return { field: fieldPath(name), message: rest.slice(split + 2) };
  // "(the whole file): …" and sentences about the file as a whole.
  return rest.replace(/^\((?:the whole file|front matter)\): /, "");
}

/** The build's problems with `file` as a refusal the form can show. */
export function refusalOf(file: string, problems: readonly string[]): Refusal {
  const fields: FieldProblem[] = [];
  const general: string[] = [];
  for (const problem of problems) {
    const at = problemAt(file, problem);
    if (typeof at === "string") general.push(at);
    else fields.push(at);
  }
  const parts = [
    ...(fields.length
      ? [
          fields.length === 1
            ? "1 field needs a change: see the message under it"
            : `${fields.length} fields need a change: see the message under each`,
        ]
      : []),
    ...general.map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1)),
  ];
  return { summary: `Not saved. ${parts.join(". ")}`, fields, general };
}
