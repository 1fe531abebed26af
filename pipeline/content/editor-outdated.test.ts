import { describe, expect, it } from "vitest";
import type { DecapField } from "./editor-fields.ts";
import { labelWithCount, markedFields, STILL_CURRENT_FIELD } from "./editor-outdated.ts";
import { fieldStates } from "./translation-sources.mjs";

// A form of the shape the editor makes for a translation, in the test's own words.
const fields: DecapField[] = [
  {
    name: "hero",
    label: "Hero",
    widget: "object",
    fields: [{ name: "title", label: "Title", widget: "string", hint: "English: “x”." }],
  },
  {
    name: "steps",
    label: "Steps",
    widget: "list",
    fields: [{ name: "title", label: "Title", widget: "string" }],
  },
];
const was = {
  hero: { title: "Plan every launch" },
  steps: [{ title: "Invite" }, { title: "Add a board" }],
};
const sources = {
  "hero.title": "Plan every launch",
  "steps[0].title": "Invite",
  "steps[1].title": "Add a board",
};
const translation = {
  hero: { title: "Jeden Launch planen" },
  steps: [{ title: "Einladen" }, { title: "Board anlegen" }],
};

describe("the editor's marks of outdated fields", () => {
  it("leave a form with nothing outdated as it is, and its label", () => {
    expect(markedFields(fields, fieldStates({ english: was, translation, sources }))).toBe(fields);
    expect(labelWithCount("Home page", 0)).toBe("Home page");
  });

  it("mark a field under its English hint, and a list's item under the list, with the box first", () => {
    const now = {
      hero: { title: "Plan each launch" },
      steps: [was.steps[0], { title: "Add your board" }],
    };
    const states = fieldStates({ english: now, translation, sources });
    const [box, hero, steps] = markedFields(fields, states);
    expect(box?.name).toBe(STILL_CURRENT_FIELD);
    expect(hero?.fields?.[0]?.hint).toBe(
      "English: “x”. **Outdated**: the English has changed since this was translated. It was “Plan every launch”. What changed: Plan ~~every~~ **each** launch",
    );
    expect(steps?.hint).toBe(
      "Item 2, title: **Outdated**: the English has changed since this was translated. It was “Add a board”. What changed: Add ~~a~~ **your** board",
    );
    expect(steps?.fields?.[0]?.hint).toBeUndefined();
    expect(labelWithCount("Home page", 2)).toBe("Home page · 2 outdated");
  });
});
