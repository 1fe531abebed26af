import { describe, expect, it } from "vitest";
import { formatMonthlyPrice, planById, plans, pricePerSeat, yearlySavingPercent } from "./pricing";
import { comparisonGroups } from "./pricing-comparison";
import { pricingFaqEntries } from "./pricing-faq";
import { planActions, plansSection } from "./pricing-page";
import { startupTiers } from "./startup-plans";

describe("prices", () => {
  it("run from free to enterprise", () => {
    expect(plans.map((plan) => plan.id)).toEqual(["free", "team", "business", "enterprise"]);
    expect(plans.map((plan) => formatMonthlyPrice(plan))).toEqual([
      "Free",
      "$49/month",
      "$99/month",
      "Custom",
    ]);
  });

  // The tiers of docs/spec/site-spec.md §2.9.
  it("the startup page's tiers are the same plans (Series A at $49/month)", () => {
    expect(startupTiers.map((tier) => [tier.name, tier.price])).toEqual([
      ["Seed Stage", "Free"],
      ["Series A", "$49/month"],
      ["Enterprise", "Custom"],
    ]);
    expect(startupTiers[1]?.features).toEqual(planById("team").features);
  });

  it("yearly billing is cheaper on every paid plan, by the advertised saving at least", () => {
    for (const plan of plans) {
      const monthly = pricePerSeat(plan, "monthly");
      const yearly = pricePerSeat(plan, "yearly");
      if (monthly === null || yearly === null) {
        expect(plan.id).toBe("enterprise");
      } else if (monthly > 0) {
        expect(yearly).toBeLessThanOrEqual(monthly * (1 - yearlySavingPercent / 100));
      }
    }
    expect(yearlySavingPercent).toBe(20);
    expect(plansSection.periods.map((period) => period.label)).toEqual([
      "Monthly",
      "Yearly (save 20%)",
    ]);
  });
});

describe("comparison table", () => {
  const rows = comparisonGroups.flatMap((group) => group.rows);

  it("has one value per plan in every row, and no row twice", () => {
    for (const row of rows)
      expect(Object.keys(row.values).sort()).toEqual(plans.map((plan) => plan.id).sort());
    const labels = rows.map((row) => row.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("agrees with each plan's feature list where they name the same capability", () => {
    for (const plan of plans) {
      for (const feature of plan.features) {
        const row = rows.find((candidate) => candidate.label === feature);
        if (row) expect(row.values[plan.id], `${plan.name}: ${feature}`).toBe(true);
      }
    }
    const automation = rows.find((row) => row.label === "Automation actions per month");
    expect(automation?.values.team).toBe("250");
    expect(planById("team").features).toContain("250 automation actions per month");
    expect(automation?.values.business).toBe("25,000");
    expect(planById("business").features).toContain("25,000 automation actions per month");
  });

  it("gives every plan a button that acts", () => {
    expect(Object.keys(planActions).sort()).toEqual(plans.map((plan) => plan.id).sort());
    expect(planActions.team).toEqual({
      kind: "toast",
      label: "Start Free Trial",
      title: "Start a 14-day Team trial",
      description: expect.stringContaining("Trials start from the sign-up screen"),
    });
  });
});

describe("the plan card's sentences, filled as the page runs", () => {
  it("writes a price, the yearly total and the plan a button starts", () => {
    expect(plansSection.price(39)).toBe("$39");
    expect(plansSection.billedNote.monthly()).toBe("Billed monthly");
    expect(plansSection.billedNote.yearly(39)).toBe("$468 per seat, billed yearly");
    expect(plansSection.buttonPlan("Team")).toBe("on the Team plan");
  });

  it("the FAQ quotes the Team plan's own price and the trial's length", () => {
    const answers = pricingFaqEntries.map((entry) => entry.answer).join(" ");
    expect(answers).toContain(`Team plan at $${planById("team").monthlyPrice}/month per seat`);
    expect(answers).toContain("start with 14 days of every feature");
  });
});
