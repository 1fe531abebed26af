// The editor's marks for outdated translations (docs/decisions/034): a field whose English
// has changed since it was translated says so under the box, with the English it was
// translated from and what changed in it, word by word (struck through: removed; bold:
// added); a language's list gives each file's count ("Home page · 2 outdated"). The config
// is made for each load of the editor, so the marks are those of the files as they are.

import type { DecapField } from "./editor-fields.ts";
import { changesAsMarkdown, markdownEscaped } from "./english-changes.mjs";
import type { FieldState } from "./translation-sources.mjs";

/** The form's box that marks every outdated field of the file as still current when saved. */
export const STILL_CURRENT_FIELD = "_stillCurrent";

const stillCurrentField: DecapField = {
  name: STILL_CURRENT_FIELD,
  label: "Outdated fields still say what the English says",
  widget: "boolean",
  required: false,
  default: false,
  hint: "The English of the fields marked **Outdated** below has changed since they were translated. Translate each again: a field you change is current once published. Where the change leaves the meaning as it was (a spelling fix), tick this box and publish: every field marked outdated is then current.",
};

/** A file's label in its language's list, with its count of outdated fields. */
export const labelWithCount = (label: string, outdated: number) =>
  outdated ? `${label} · ${outdated} outdated` : label;

/** What a field's mark says: the English it was translated from, and what changed. */
export function outdatedNote(state: FieldState): string {
  if (state.was === undefined)
    return "**Outdated**: nothing records which English this was translated from: check it against the English and publish.";
  return `**Outdated**: the English has changed since this was translated. It was “${markdownEscaped(state.was)}”. What changed: ${changesAsMarkdown(state.was, state.english)}`;
}

/** "features[2].label" -> "features": the field of the form that holds it. */
const formFieldOf = (field: string) => field.split("[")[0] as string;

/** "features[2].label" -> "Item 3, label". */
function itemName(field: string, formField: string): string {
  const rest = field.slice(formField.length);
  return rest
    .replace(/^\[(\d+)\]/, (_match, index: string) => `Item ${Number(index) + 1}`)
    .replace(/\[(\d+)\]/g, (_match, index: string) => `, item ${Number(index) + 1}`)
    .replace(/\./g, ", ");
}

/**
 * The form's fields with a mark under each outdated one, and the "still current" box first.
 * A list's items share one form field, so an outdated item is named in its list's mark.
 */
export function markedFields(fields: DecapField[], states: FieldState[]): DecapField[] {
  const outdated = states.filter((state) => state.state === "outdated");
  if (!outdated.length) return fields;
  const notes = new Map<string, string[]>();
  for (const state of outdated) {
    const at = formFieldOf(state.field);
    const note =
      at === state.field
        ? outdatedNote(state)
        : `${itemName(state.field, at)}: ${outdatedNote(state)}`;
    notes.set(at, [...(notes.get(at) ?? []), note]);
  }
  const mark = (field: DecapField, at: string): DecapField => {
    const here = at ? `${at}.${field.name}` : field.name;
    const note = notes.get(here);
    const marked = note
      ? { ...field, hint: [field.hint, ...note].filter(Boolean).join(" ") }
      : field;
    return marked.fields && !marked.field
      ? { ...marked, fields: marked.fields.map((child) => mark(child, here)) }
      : marked;
  };
  return [stillCurrentField, ...fields.map((field) => mark(field, ""))];
}
