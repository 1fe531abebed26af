import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TRANSLATIONS_DIR } from "../../pipeline/content/translations.mjs";
import { readContent } from "../../pipeline/content/validate.ts";
import { problemsAfter } from "../../tests/support/content-edits.ts";
import { contentFiles } from "./registry.ts";

const root = process.cwd();
const read = (file: string) => readContent(root, file);
const problemsOf = (file: string, edit: (data: Record<string, unknown>) => void) =>
  problemsAfter(file, edit);

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(`${folder}/${entry.name}`)
      : entry.name.endsWith(".json")
        ? [`${folder}/${entry.name}`]
        : [],
  );
}

describe("every content file", () => {
  it.each(contentFiles.map((entry) => entry.path))("%s passes its schema", (file) => {
    expect(() => read(file)).not.toThrow();
  });

  it("is named in the registry, so nothing under content/ goes unchecked", () => {
    const named = new Set<string>(contentFiles.map((entry) => entry.path));
    // Translations are checked against the English file they translate
    // (pipeline/content/translations.test.ts).
    const english = filesUnder("content").filter(
      (file) => !file.startsWith(`${TRANSLATIONS_DIR}/`),
    );
    expect(english.filter((file) => !named.has(file))).toEqual([]);
  });
});

describe("a mistake is named by file, field and rule", () => {
  const home = "content/pages/home.json";
  type Home = { hero: Record<string, unknown>; trust: Record<string, unknown> };

  it("a missing required field", () => {
    expect(problemsOf(home, (data) => delete (data as Home).hero.title)).toEqual([
      `${home}: hero.title: Invalid input: expected string, received undefined`,
    ]);
  });

  it("a headline longer than the layout holds, and one at the limit", () => {
    expect(problemsOf(home, (data) => ((data as Home).hero.title = "x".repeat(81)))).toEqual([
      `${home}: hero.title: must be at most 80 characters: longer does not fit the layout`,
    ]);
    expect(problemsOf(home, (data) => ((data as Home).hero.title = "x".repeat(80)))).toEqual([]);
  });

  it("a link to a page that does not exist", () => {
    const edit = (data: Record<string, unknown>) => {
      (data as Home).hero.primary = { label: "Start", href: "/nope" };
    };
    expect(problemsOf(home, edit)).toEqual([
      `${home}: hero.primary.href: /nope is not a page of this site`,
    ]);
  });

  it("a reference to a fact that does not exist", () => {
    const edit = (data: Record<string, unknown>) => {
      (data as Home).trust.heading = "Trusted by {{site.figures.nope}} teams";
    };
    expect(problemsOf(home, edit)[0]).toMatch(
      /^content\/pages\/home\.json: trust\.heading: \{\{site\.figures\.nope\}\} names no fact/,
    );
  });

  it("a file that is not JSON", () => {
    expect(() => readContent(root, home, "{ hero: ")).toThrow(
      /content\/pages\/home\.json: is not valid JSON/,
    );
  });
});

describe("a picture's mistakes are named by file, field and rule", () => {
  const automation = "content/pictures/automation-rule.json";
  const board = "content/pictures/work-os-board.json";
  const pipeline = "content/pictures/sales-pipeline.json";
  type Automation = { trigger: Record<string, unknown>; actions: Record<string, unknown>[] };
  type Board = { rows: Record<string, unknown>[] };
  type Pipeline = { stages: { deals: Record<string, unknown>[] }[] };

  it("a sentence that lost the blank the page fills", () => {
    const edit = (data: Record<string, unknown>) => {
      (data as Automation).trigger.sentence = "{column} changes to {first} or later";
    };
    expect(problemsOf(automation, edit)).toEqual([
      `${automation}: trigger.sentence: must keep the blank {second}: the page fills in that value there`,
    ]);
  });

  it("a blank the page does not fill, and one typed twice", () => {
    const edit = (data: Record<string, unknown>) => {
      (data as Automation).trigger.sentence = "{colum} changes to {first} or {second} or {second}";
    };
    expect(problemsOf(automation, edit)).toEqual([
      `${automation}: trigger.sentence: must keep the blank {column}: the page fills in that value there`,
      `${automation}: trigger.sentence: has {colum}, which the page does not fill: its blanks are {column}, {first}, {second}`,
      `${automation}: trigger.sentence: has {second} more than once: each blank goes in once`,
    ]);
  });

  it("two entries alike, months out of order, and a ring with no task", () => {
    const dashboard = "content/pictures/executive-dashboard.json";
    type Dashboard = {
      dashboards: string[];
      revenueByMonth: { month: number }[];
      taskStatuses: { count: number }[];
    };
    const edit = (data: Record<string, unknown>) => {
      const picture = data as Dashboard;
      picture.dashboards[1] = picture.dashboards[0] ?? "";
      const [first, second] = picture.revenueByMonth;
      if (first && second) [first.month, second.month] = [second.month, first.month];
      for (const entry of picture.taskStatuses) entry.count = 0;
    };
    expect(problemsOf(dashboard, edit)).toEqual([
      `${dashboard}: dashboards[1]: "Executive Overview" is listed twice: each entry needs its own words`,
      `${dashboard}: revenueByMonth: the months must run in order, each once: the chart reads from the first to the last`,
      `${dashboard}: taskStatuses: at least one status needs a task: the ring shows their shares`,
    ]);
  });

  it("a bar that runs past the seven-week timeline", () => {
    const edit = (data: Record<string, unknown>) => {
      const [first] = (data as Board).rows;
      if (first) Object.assign(first, { start: 5, span: 3 });
    };
    expect(problemsOf(board, edit)).toEqual([
      `${board}: rows[0].span: start + span must be at most 7: the timeline is seven weeks long`,
    ]);
  });

  it("an amount that is not a number, and an owner that is not initials", () => {
    const edit = (data: Record<string, unknown>) => {
      const [deal] = (data as Pipeline).stages[0]?.deals ?? [];
      if (deal) Object.assign(deal, { amount: "twelve thousand", owner: "Jo" });
    };
    expect(problemsOf(pipeline, edit)).toEqual([
      `${pipeline}: stages[0].deals[0].amount: Invalid input: expected number, received string`,
      `${pipeline}: stages[0].deals[0].owner: must be two capital letters: an owner's initials`,
    ]);
  });
});
