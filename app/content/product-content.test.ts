import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readContent } from "../../pipeline/content/validate.ts";
import { problemsAfter } from "../../tests/support/content-edits.ts";

// The rules of the product and developer pages' files that span more than one field or
// file, each refused with the file, the field and the rule (registry.test.ts checks that
// every file passes as it stands).

const root = process.cwd();
// biome-ignore lint/suspicious/noExplicitAny: each test edits the parsed file freely, as a person editing it by hand would
type Data = Record<string, any>;

describe("a feature page", () => {
  const file = "content/features/sales-crm.json";

  it("is named after its feature card's id", () => {
    const files = readdirSync("content/features").map((name) => name.replace(/\.json$/, ""));
    for (const id of files)
      expect(readContent(root, `content/features/${id}.json`)).toMatchObject({ id });
  });

  it("relates only to other feature cards, each once", () => {
    expect(problemsAfter(file, (page) => (page.related[0] = "time-travel"))).toEqual([
      expect.stringMatching(
        /^content\/features\/sales-crm\.json: related\[0\]: "time-travel" is not a feature card: use one of project-management, /,
      ),
    ]);
    expect(problemsAfter(file, (page) => (page.related[1] = page.related[0]))).toEqual([
      `${file}: related[1]: "workflow-automation" is named twice: each related feature must be different`,
    ]);
    expect(problemsAfter(file, (page) => (page.related[2] = "sales-crm"))).toEqual([
      `${file}: related: must not name the page itself (sales-crm)`,
    ]);
  });

  it("ends on the plans, with a button label that fits", () => {
    expect(problemsAfter(file, (page) => (page.cta.href = "/contact"))).toEqual([
      `${file}: cta.href: must be /pricing: every feature page ends on the plans`,
    ]);
    expect(problemsAfter(file, (page) => (page.cta.label = "x".repeat(41)))).toEqual([
      `${file}: cta.label: must be at most 40 characters: a button's label is a few words`,
    ]);
  });
});

describe("the lists other pages name", () => {
  it("a duplicate feature id is named where it repeats", () => {
    const file = "content/collections/features.json";
    const problems = problemsAfter(file, (data) => {
      data.features[4].id = "sales-crm";
      data.features[4].link = "/features/sales-crm";
    });
    expect(problems).toContain(
      `${file}: features[4].id: "sales-crm" is used twice: each feature needs its own id`,
    );
  });

  it("every team type has its section on the use-cases page, and no other", () => {
    const file = "content/pages/use-cases.json";
    const problems = problemsAfter(file, (data) => {
      data.details.robots = data.details.hr;
      delete data.details.hr;
    });
    expect(problems).toEqual([
      `${file}: details.hr: is missing: every team type (development, marketing, sales, hr, operations, project-managers) needs its section`,
      `${file}: details.robots: is not a team type: use one of development, marketing, sales, hr, operations, project-managers`,
    ]);
  });

  it("a scenario names popular apps of known categories", () => {
    const file = "content/pages/integrations.json";
    const problems = problemsAfter(file, (data) => {
      data.popularIntegrations[0].category = "Telepathy";
      data.integrationScenarios.items[0].apps[0] = "Fax";
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/pages\/integrations\.json: popularIntegrations\[0\]\.category: "Telepathy" is not a category/,
      ),
      `${file}: integrationScenarios.items[0].apps[0]: "Fax" is not one of the popular integrations`,
    ]);
  });
});

describe("the live demo board", () => {
  const file = "content/collections/demo-board.json";

  it("an item's status, owner and priority are the board's own", () => {
    const problems = problemsAfter(file, (board) => {
      Object.assign(board.groups[0].items[0], {
        statusId: "lost",
        owner: "zed",
        priorityId: "meh",
      });
    });
    expect(problems).toEqual([
      `${file}: groups[0].items[0].statusId: "lost" is not the id of one of the board's statuses`,
      `${file}: groups[0].items[0].owner: "zed" is not one of the board's people`,
      `${file}: groups[0].items[0].priorityId: "meh" is not the id of one of the board's priorities`,
    ]);
  });

  it("keeps what its automations react to, and dates a person can read", () => {
    const problems = problemsAfter(file, (board) => {
      board.statuses = board.statuses.filter((status: Data) => status.id !== "in-review");
      board.groups[0].items[1].statusId = "done";
      board.groups[0].items[2].due = "4 December";
      board.priorities = board.priorities.filter((priority: Data) => priority.id !== "medium");
      for (const group of board.groups)
        for (const item of group.items) if (item.priorityId === "medium") item.priorityId = "low";
    });
    expect(problems).toEqual([
      `${file}: groups[0].items[2].due: must be a date written 2026-12-04`,
      `${file}: statuses: must include the id "in-review": an automation recipe reacts to it`,
      `${file}: priorities: must include the id "medium": a new item starts there`,
    ]);
  });
});
