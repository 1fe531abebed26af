import { text } from "./schemas.ts";

// A field rule the company, legal, forms and chrome files share beyond rules.ts: a sentence
// the code fills. Only Node reads this module (the schemas).

/**
 * A sentence with {placeholders} that the code fills when it shows it (a year, a count, an
 * address): it must name every one of `names` and no other, so a mistyped {yaer} or a
 * deleted {email} is refused by name rather than shown to a visitor; the reader modules fill
 * them.
 */
export const withPlaceholders = (most: number, ...names: string[]) =>
  text.max(most).superRefine((value, context) => {
    const used = [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
    for (const name of names)
      if (!used.includes(name))
        context.addIssue({
          code: "custom",
          message: `must contain {${name}}, where the ${name} goes`,
        });
    for (const name of used)
      if (!names.includes(name))
        context.addIssue({
          code: "custom",
          message: `{${name}} is not a value this text can show (${
            names.length ? names.map((known) => `{${known}}`).join(", ") : "it shows none"
          })`,
        });
  });
