/**
 * A sentence from a content file with blanks the page fills as it runs, such as
 * "on the {plan} plan": the words stay in the file, the value (a plan's name, a price the
 * visitor's billing period picks) comes from the code. A fact typed in a content file is a
 * {{reference}} instead, filled at build.
 */
const slot = /\{([a-zA-Z]+)\}/g;

/** The sentence with each {name} replaced by its value; an unknown name stays as written. */
export function fillSlots(template: string, values: Record<string, string | number>): string {
  return template.replace(slot, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The sentence cut at its blanks: text and values in turn, for a component to render as
 * separate children (the same HTML as writing them side by side in JSX).
 */
export function slotParts(
  template: string,
  values: Record<string, string | number>,
): (string | number)[] {
  return template
    .split(/(\{[a-zA-Z]+\})/)
    .filter((part) => part !== "")
    .map((part) => {
      const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? (values[name] as string | number) : part;
    });
}

/** A toast's words with the blanks filled: {title} and any others the sentence has. */
export const toastWith = (
  copy: { title: string; description: string },
  values: Record<string, string | number>,
) => ({ title: fillSlots(copy.title, values), description: fillSlots(copy.description, values) });
