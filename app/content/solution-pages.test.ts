import { describe, expect, it } from "vitest";
import startupPlansFile from "../../content/pricing/startup-plans.json" with { type: "json" };
import { completedGroup, demoBoard, doneStatusId, reviewStatusIds } from "./demo-board";
import type { DemoBoardContent } from "./demo-board.schema";
import { demoProjects } from "./demo-projects";
import { docsSections } from "./docs";
import { certifications, enterpriseFeatures, securityFeatures } from "./enterprise";
import { flowboardForStartupsPage } from "./flowboard-for-startups";
import { formatMonthlyPrice, planById, plans } from "./pricing";
import type { PlanId } from "./schemas";
import { startupPlans } from "./startup-plans";
import { startupsSolutionPage } from "./startups-solution";
import { useCaseDetails } from "./use-case-details";
import { useCaseCards } from "./use-cases";

describe("solutions content parses with its schemas", () => {
  it("use cases: six details, one per card, in the cards' order and with their titles", () => {
    expect(useCaseDetails.map((d) => [d.id, d.title])).toEqual(
      useCaseCards.map((c) => [c.id, c.title]),
    );
    expect(useCaseDetails.map((d) => d.id)).toEqual([
      "development",
      "marketing",
      "sales",
      "hr",
      "operations",
      "project-managers",
    ]);
  });

  it("startup: three feature cards and the three tiers, each with a button", () => {
    const startupFeatures = flowboardForStartupsPage.features;
    const startupBoardSection = startupsSolutionPage.boardSection;
    expect(startupFeatures).toHaveLength(3);
    expect(startupBoardSection.board.rows.length).toBeGreaterThanOrEqual(3);
    // Three tiers (docs/spec/site-spec.md §2.9), each priced by the plan it names.
    expect(startupPlans).toHaveLength(3);
    expect(startupPlans.map(({ tier }) => tier.price)).toEqual(
      startupPlansFile.tiers.map((tier) => formatMonthlyPrice(planById(tier.plan as PlanId))),
    );
    for (const { cta } of startupPlans) expect(cta.href).toMatch(/^\/(pricing|contact)/);
  });

  it("startup tiers show the shared plans' features, not copies", () => {
    const team = plans.find((plan) => plan.id === "team");
    expect(startupPlans[1]?.tier.features).toEqual(team?.features);
  });

  it("enterprise: four cards, exactly one linking to the security page", () => {
    expect(enterpriseFeatures).toHaveLength(4);
    expect(
      enterpriseFeatures.filter((card) => card.link === "/solutions/enterprise/security"),
    ).toHaveLength(1);
  });

  it("security: four features and the SOC 2 and ISO 27001 certifications", () => {
    expect(securityFeatures).toHaveLength(4);
    expect(certifications.map((c) => c.name)).toEqual(["SOC 2", "ISO 27001"]);
  });

  it("demo projects include a launch, a campaign, a pipeline and a hiring plan", () => {
    const ids = demoProjects.map((project) => project.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "product-launch",
        "marketing-campaign",
        "sales-pipeline",
        "hiring-plan",
      ]),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  // Its statuses include the task statuses of docs/spec/site-spec.md §4.
  it("the live demo board: known statuses, owners and priorities, unique ids", () => {
    const statusNames = demoBoard.statuses.map((s) => s.name);
    expect(statusNames).toEqual(expect.arrayContaining(["To Do", "In Progress", "Done"]));
    const statuses = demoBoard.statuses.map((s) => s.id);
    expect(statuses).toEqual(expect.arrayContaining([doneStatusId, ...reviewStatusIds]));
    const priorities = demoBoard.priorities.map((p) => p.id);
    const people = demoBoard.people.map((p) => p.id as string);
    const groups: DemoBoardContent["groups"] = demoBoard.groups;
    const ids = groups.flatMap((g) => [g.id, ...g.items.map((i) => i.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of groups.flatMap((g) => g.items)) {
      expect(statuses).toContain(item.statusId);
      expect(priorities).toContain(item.priorityId);
      if (item.owner !== null) expect(people).toContain(item.owner);
    }
    expect(demoBoard.groups.find((g) => g.id === completedGroup.id)?.name).toBe(
      completedGroup.name,
    );
  });

  it("docs: the five chapters, the API one linking to the API docs and developer tools", () => {
    expect(docsSections.map((s) => s.id)).toEqual([
      "getting-started",
      "boards-and-items",
      "automations",
      "integrations",
      "api",
    ]);
    const api = docsSections.find((s) => s.id === "api");
    expect(api?.links.map((l) => l.href)).toEqual([
      "/resources/api-docs",
      "/features/developer-tools",
    ]);
  });
});
