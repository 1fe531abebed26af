import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readContent } from "../../pipeline/content/validate.ts";
import { problemsAfter as problemsOf } from "../../tests/support/content-edits.ts";
import { formatCount, formatPrice } from "../lib/format-number";

// The pricing files' own rules, as an editor meets them: each mistake named by file, field
// and rule, and a price typed once reaching every sentence that quotes it.
const root = process.cwd();
// biome-ignore lint/suspicious/noExplicitAny: a file edited as a hand would, at any field
type Json = Record<string, any>;

describe("a pricing mistake is named by file, field and rule", () => {
  it("a price that is not a number", () => {
    const plans = "content/pricing/plans.json";
    expect(problemsOf(plans, (data) => (data.plans[1].monthlyPrice.EUR = "twelve"))).toContain(
      `${plans}: plans[1].monthlyPrice.EUR: must be a number per seat and month in this currency, such as 49`,
    );
  });

  it("a plan missing its price in a currency names the plan and the currency", () => {
    const plans = "content/pricing/plans.json";
    const problems = problemsOf(plans, (data) => delete data.plans[2].yearlyPrice.JPY);
    expect(problems).toContain(
      `${plans}: plans[2].yearlyPrice.JPY: the business plan has no JPY price: type its price in each of USD, EUR, JPY, ILS`,
    );
  });

  it("a plan listed twice, or missing", () => {
    const plans = "content/pricing/plans.json";
    expect(problemsOf(plans, (data) => (data.plans[2].id = "team"))).toEqual([
      `${plans}: plans[2].id: team is listed twice: each plan once`,
      `${plans}: plans: the business plan is missing`,
    ]);
  });

  it("a reference to a plan that does not exist names the file, the field and the id", () => {
    const faq = "content/pricing/faq.json";
    const problems = problemsOf(faq, (data) => {
      data.entries[3].answer = "The Pro plan costs {{plans.pro.monthlyPrice}} dollars a month.";
    });
    expect(problems[0]).toMatch(
      /^content\/pricing\/faq\.json: entries\[3\]\.answer: \{\{plans\.pro\.monthlyPrice\}\} names no fact/,
    );
  });

  it("a startup tier naming a plan that does not exist", () => {
    const tiers = "content/pricing/startup-plans.json";
    expect(problemsOf(tiers, (data) => (data.tiers[1].plan = "pro"))).toEqual([
      `${tiers}: tiers[1].plan: "pro" is not a plan: use one of free, team, business, enterprise`,
    ]);
  });

  it("a sentence that lost the blank the page fills, or has one it does not", () => {
    const page = "content/pricing/page.json";
    expect(
      problemsOf(page, (data) => (data.plansSection.buttonPlan = "on the {prise} plan")),
    ).toEqual([
      `${page}: plansSection.buttonPlan: must contain {plan}, where the page writes it`,
      `${page}: plansSection.buttonPlan: {prise} is not a blank this sentence has (it may use: {plan})`,
    ]);
  });

  it("a comparison row naming a figure no plan has", () => {
    const table = "content/pricing/comparison.json";
    expect(
      problemsOf(table, (data) => (data.groups[1].rows[0] = { label: "x", figure: "seats" })),
    ).toEqual([
      `${table}: groups[1].rows[0].figure: "seats" is not a per-plan figure: use one of automationActionsPerMonth, boardsPerDashboard, apiRequestsPerMinute`,
    ]);
  });
});

describe("a price typed once", () => {
  // A copy of the content files with the Team plan's price and the Business plan's limit
  // changed, and a FAQ answer that quotes them: what a rebuild would read after an edit.
  const copy = mkdtempSync(path.join(tmpdir(), "pricing-content-"));
  cpSync(path.join(root, "content"), path.join(copy, "content"), {
    recursive: true,
    filter: (source) => !path.extname(source) || source.endsWith(".json"),
  });
  const edit = (file: string, change: (data: Json) => void) => {
    const data = JSON.parse(readFileSync(path.join(copy, file), "utf8"));
    change(data);
    writeFileSync(path.join(copy, file), JSON.stringify(data));
  };
  const original = readContent(root, "content/pricing/plans.json") as Json;
  const teamPrice = (original.plans[1].monthlyPrice.USD as number) + 7;
  const businessActions = (original.plans[2].limits.automationActionsPerMonth as number) + 1000;
  edit("content/pricing/plans.json", (data) => {
    data.plans[1].monthlyPrice.USD = teamPrice;
    data.plans[2].limits.automationActionsPerMonth = businessActions;
  });
  edit("content/pricing/faq.json", (data) => {
    data.entries[0].answer = "Teams pay {{plans.team.monthlyPrice}} a seat each month.";
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("reaches a FAQ answer that quotes it, and the plan's written-out limits", () => {
    const faq = readContent(copy, "content/pricing/faq.json") as Json;
    expect(faq.entries[0].answer).toBe(
      `Teams pay ${formatPrice(teamPrice, "USD")} a seat each month.`,
    );
    const filled = readContent(copy, "content/pricing/plans.json") as Json;
    expect(filled.plans[1].monthlyPrice.USD).toBe(teamPrice);
    expect(JSON.stringify(filled.plans[2].features)).toContain(formatCount(businessActions));
    expect(JSON.stringify(filled)).not.toMatch(/\{\{/);
  });
});
