import { text } from "./schemas.ts";

/**
 * A sentence with blanks the page fills (slots.ts): it must keep each blank the page needs,
 * and may use no other, so a typo such as {prise} is caught before it reaches a page.
 */
export function slotText(required: readonly string[], optional: readonly string[] = []) {
  const known = new Set([...required, ...optional]);
  return text.superRefine((value, context) => {
    for (const name of required)
      if (!value.includes(`{${name}}`))
        context.addIssue({
          code: "custom",
          message: `must contain {${name}}, where the page writes it`,
        });
    for (const [, name] of value.matchAll(/\{([a-zA-Z]+)\}/g))
      if (name && !known.has(name))
        context.addIssue({
          code: "custom",
          message: `{${name}} is not a blank this sentence has (it may use: ${[...known].map((n) => `{${n}}`).join(", ") || "none"})`,
        });
  });
}
