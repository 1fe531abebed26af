import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorConfig } from "../../pipeline/content/editor-config.ts";
import { STILL_CURRENT_FIELD } from "../../pipeline/content/editor-outdated.ts";
import { markCurrent, translationStates } from "../../pipeline/content/translation-sources.mjs";
import { localeProblems, sourcesPath } from "../../pipeline/content/translations.mjs";
import { readWords } from "../../pipeline/content/validate.ts";
import { createEditorBackend } from "./backend.ts";
import { idOf } from "./files.ts";

// Saves through the editor's backend over a copy of content/, as the editor makes them. The
// words are read from the files; the test's own edits add words to them.
const home = "content/pages/home.json";
const germanHome = "content/translations/de/pages/home.json";
let root: string;
let handle: ReturnType<typeof createEditorBackend>;
type Words = {
  hero: { title: string; lead: string; eyebrow: string };
  trust: { heading: string };
};

const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const english = () => JSON.parse(read(home)) as Words;
const german = () => JSON.parse(read(germanHome)) as Words;
const record = () => JSON.parse(read(sourcesPath(germanHome))) as Record<string, string>;
const stateOf = (field: string) =>
  translationStates(root, germanHome, english()).find((state) => state.field === field)?.state;

function save(file: string, data: unknown) {
  return handle({
    action: "persistEntry",
    params: {
      dataFiles: [{ path: file, raw: JSON.stringify(data) }],
      expected: { [file]: idOf(readFileSync(path.join(root, file))) },
    },
  });
}
function saveEnglish(edit: (data: Words) => void) {
  const data = english();
  edit(data);
  return save(home, data);
}
function saveGerman(edit: (words: Words & Record<string, unknown>) => void) {
  const words = german() as Words & Record<string, unknown>;
  edit(words);
  return save(germanHome, words);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "translation-records-"));
  cpSync("content", path.join(root, "content"), { recursive: true });
  // The tests start from a German home page that says what its English says: the team may
  // have published English first, leaving some of it outdated in the repository.
  markCurrent(root, "de", home);
  handle = createEditorBackend(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a change to the English under a translation", () => {
  it("marks the German field outdated, the German page keeping its German meanwhile", () => {
    const germanTitle = german().hero.title;
    const answer = saveEnglish((data) => {
      data.hero.title = `${data.hero.title.split(" ").slice(0, -1).join(" ")} today`;
    });
    expect(answer).toMatchObject({ status: 200, json: { marksChanged: true } });
    expect(stateOf("hero.title")).toBe("outdated");
    // What the build puts on /de: the last German, and no check of npm test fails.
    expect((readWords(root, germanHome) as Words).hero.title).toBe(germanTitle);
    expect(localeProblems(root, "de")).toEqual([]);
  });

  it("shows the mark under the German field and the count in the German list", () => {
    const words = editorConfig(undefined, root).collections.find(
      (collection) => collection.name === "words-de",
    ) as unknown as { files: { file: string; label: string; fields: Field[] }[] };
    type Field = { name: string; hint?: string; fields?: Field[] };
    const form = words.files.find((file) => file.file === germanHome);
    expect(form?.label).toMatch(/ · 1 outdated$/);
    expect(form?.fields[0]?.name).toBe(STILL_CURRENT_FIELD);
    const title = form?.fields
      .find((field) => field.name === "hero")
      ?.fields?.find((field) => field.name === "title");
    const was = JSON.parse(readFileSync(home, "utf8")).hero.title as string;
    const removed = was.split(" ").at(-1);
    expect(title?.hint).toContain(
      `**Outdated**: the English has changed since this was translated. It was “${was}”.`,
    );
    expect(title?.hint).toMatch(new RegExp(`What changed: .*~~${removed}~~ \\*\\*today\\*\\*$`));
  });

  it("is current again once the German field is translated again, the record's diff one line", () => {
    const before = read(sourcesPath(germanHome));
    const answer = saveGerman((words) => {
      words.hero.title = `${words.hero.title} heute`;
    });
    expect(answer).toMatchObject({ status: 200, json: { marksChanged: true } });
    expect(stateOf("hero.title")).toBe("current");
    const after = read(sourcesPath(germanHome)).split("\n");
    expect(before.split("\n").filter((line, index) => after[index] !== line)).toEqual([
      `  "hero.title": ${JSON.stringify(JSON.parse(readFileSync(home, "utf8")).hero.title)},`,
    ]);
    expect(record()["hero.title"]).toBe(english().hero.title);
  });

  it("stays outdated when another field of the German file is saved", () => {
    saveEnglish((data) => {
      data.hero.lead = `${data.hero.lead} Today.`;
    });
    saveGerman((words) => {
      words.hero.eyebrow = `${words.hero.eyebrow}!`;
    });
    expect(stateOf("hero.lead")).toBe("outdated");
    expect(stateOf("hero.eyebrow")).toBe("current");
  });

  it("is marked current by the form's box, which the file does not keep", () => {
    const answer = saveGerman((words) => {
      words[STILL_CURRENT_FIELD] = true;
    });
    expect(answer.status).toBe(200);
    expect(stateOf("hero.lead")).toBe("current");
    expect(read(germanHome)).not.toContain(STILL_CURRENT_FIELD);
  });

  it("keeps its old blanks until translated again; a new save needs today's", () => {
    const figures = Object.keys(JSON.parse(read("content/site.json")).figures);
    const [blank] = english().trust.heading.match(/\{\{[\w.]+\}\}/) ?? [];
    const other = `{{site.figures.${figures.find((name) => `{{site.figures.${name}}}` !== blank)}}}`;
    saveEnglish((data) => {
      data.trust.heading = data.trust.heading.replace(blank as string, other);
    });
    expect(stateOf("trust.heading")).toBe("outdated");
    expect(localeProblems(root, "de")).toEqual([]);
    const refused = saveGerman((words) => {
      words[STILL_CURRENT_FIELD] = true;
    });
    expect(refused.status).toBe(422);
    expect((refused.json as { problems: string[] }).problems).toEqual([
      `${germanHome}: trust.heading: must keep the blanks ${other} as they are`,
    ]);
    expect(stateOf("trust.heading")).toBe("outdated");
  });

  it("is told to the editor only when a save can change the marks", () => {
    const sameWords = saveGerman(() => {});
    expect(sameWords).toMatchObject({ status: 200, json: { marksChanged: false } });
    const link = saveEnglish((data) => {
      (data.hero as unknown as { secondary: { href: string } }).secondary.href = "/pricing";
    });
    expect(link).toMatchObject({ status: 200, json: { marksChanged: false } });
  });
});
