import { describe, expect, it } from "vitest";
import { changesAsMarkdown, changesAsText, englishChanges } from "./english-changes.mjs";
import {
  fieldStates,
  sourcesText,
  stampedSources,
  stringsByField,
} from "./translation-sources.mjs";
import { translationProblems } from "./translations.mjs";

// A file of the shape content files have; its words are the test's own.
const english = {
  hero: { title: "Plan every launch on one board", href: "/pricing" },
  steps: [{ label: "Invite your team" }, { label: "Add a board" }],
  trust: "Trusted by {{site.figures.teams}} teams",
};
const german = {
  hero: { title: "Jeden Launch in einer Übersicht planen" },
  steps: [{ label: "Team einladen" }, { label: "Board anlegen" }],
  trust: "{{site.figures.teams}} Teams vertrauen uns",
};
const sources = stringsByField({
  hero: { title: english.hero.title },
  steps: english.steps,
  trust: english.trust,
});

describe("the English a translation was made from", () => {
  it("is kept one line a field, by the field's path", () => {
    expect(sourcesText(sources)).toBe(
      [
        "{",
        '  "hero.title": "Plan every launch on one board",',
        '  "steps[0].label": "Invite your team",',
        '  "steps[1].label": "Add a board",',
        '  "trust": "Trusted by {{site.figures.teams}} teams"',
        "}",
        "",
      ].join("\n"),
    );
  });

  it("makes every field current while the English reads the same", () => {
    expect(
      fieldStates({ english, translation: german, sources }).map((state) => state.state),
    ).toEqual(["current", "current", "current", "current"]);
  });

  it("makes a field outdated when its English changes, keeping what it was", () => {
    const changed = { ...english, steps: [english.steps[0], { label: "Add your first board" }] };
    expect(fieldStates({ english: changed, translation: german, sources })).toEqual([
      { field: "hero.title", english: "Plan every launch on one board", state: "current" },
      { field: "steps[0].label", english: "Invite your team", state: "current" },
      {
        field: "steps[1].label",
        english: "Add your first board",
        state: "outdated",
        was: "Add a board",
      },
      { field: "trust", english: english.trust, state: "current" },
    ]);
  });

  it("names a field with no words missing, and one with no record outdated", () => {
    const translation = { ...german, hero: { title: " " } };
    const { "steps[0].label": _unrecorded, ...partial } = sources;
    expect(
      fieldStates({ english, translation, sources: partial }).map(({ field, state, was }) => ({
        field,
        state,
        was,
      })),
    ).toEqual([
      { field: "hero.title", state: "missing", was: undefined },
      { field: "steps[0].label", state: "outdated", was: undefined },
      { field: "steps[1].label", state: "current", was: undefined },
      { field: "trust", state: "current", was: undefined },
    ]);
  });

  it("is stamped with today's English for the fields named, the others keeping theirs", () => {
    const changed = { ...english, hero: { ...english.hero, title: "Plan each launch on a board" } };
    const next = stampedSources({
      english: { ...changed, trust: "Trusted by {{site.figures.teams}} companies" },
      translation: { ...german, steps: [{ label: "" }, german.steps[1]] },
      sources,
      fields: ["hero.title"],
    });
    expect(next).toEqual({
      "hero.title": "Plan each launch on a board",
      "steps[1].label": "Add a board",
      trust: english.trust,
    });
  });
});

describe("what changed in the English", () => {
  const was = "Plan, track and deliver all your launches in one place";
  const now = "Plan, track and ship all the launches, in one place";

  it("is read word by word", () => {
    expect(englishChanges("Add a board", "Add your first board")).toEqual([
      { kind: "kept", text: "Add " },
      { kind: "removed", text: "a" },
      { kind: "added", text: "your first" },
      { kind: "kept", text: " board" },
    ]);
  });

  it("is written as git's word diff for the command line", () => {
    expect(changesAsText(was, now)).toBe(
      "Plan, track and [-deliver-]{+ship+} all [-your-]{+the+} launches{+,+} in one place",
    );
  });

  it("is written struck through and in bold for the editor, its markup characters escaped", () => {
    expect(changesAsMarkdown(was, now)).toBe(
      "Plan, track and ~~deliver~~ **ship** all ~~your~~ **the** launches **,** in one place",
    );
    expect(changesAsMarkdown("Save *all*", "Save _all_ [now]")).toBe(
      "Save ~~\\*all\\*~~ **\\_all\\_ \\[now\\]**",
    );
  });
});

describe("an outdated field in the checks npm test makes", () => {
  const renamed = { ...english, trust: "Trusted by {{site.figures.customers}} customers" };
  const check = (records: Record<string, string>) =>
    translationProblems({
      file: "content/translations/de/x.json",
      locale: "de",
      english: renamed,
      translation: german,
      sources: records,
    });

  it("keeps the blanks of the English it was translated from until translated again", () => {
    expect(check(sources)).toEqual([]);
  });

  it("must keep today's blanks once it is marked translated from today's English", () => {
    expect(check({ ...sources, trust: renamed.trust })).toEqual([
      "content/translations/de/x.json: trust: must keep the blanks {{site.figures.customers}} as they are",
    ]);
  });
});
