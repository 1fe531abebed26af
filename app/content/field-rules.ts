import type { z } from "zod";
import { text } from "./schemas.ts";

// Field rules the company, legal, forms and chrome files share beyond rules.ts: a list keyed
// by a field, and a sentence the code fills. Only Node reads this module (the schemas).

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

/** A list whose items the page keys by `key`: each value must be unique. */
export const uniqueBy =
  <Item>(key: keyof Item & string, what: string) =>
  (items: readonly Item[], context: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (seen.has(item[key]))
        context.addIssue({
          code: "custom",
          path: [index, key],
          message: `${String(item[key])} is already the ${key} of another ${what}: each needs its own`,
        });
      seen.add(item[key]);
    });
  };
