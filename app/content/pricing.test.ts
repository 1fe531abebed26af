import { describe, expect, it } from "vitest";
import pricingFile from "../../content/pricing/plans.json" with { type: "json" };
import startupFile from "../../content/pricing/startup-plans.json" with { type: "json" };
import { currencies } from "../lib/currencies.js";
import { formatCount, formatPrice } from "../lib/format-number";
import {
  automationActionsPerMonth,
  formatMonthlyPrice,
  inCurrency,
  planById,
  plans,
  pricePerSeat,
  yearlySavingPercent,
} from "./pricing";
import type { PricingContent } from "./pricing.schema";
import { comparisonGroups } from "./pricing-comparison";
import { planActions, plansSection } from "./pricing-page";
import type { PlanId } from "./schemas";
import { startupTiers } from "./startup-plans";

// The prices and words are the editors' (content/pricing): these tests read them from there
// and check what the code does with them.
const priceWords = (pricingFile as PricingContent).priceWords;

describe("prices", () => {
  it("run from free to enterprise, each written from the plan's own price", () => {
    expect(plans.map((plan) => plan.id)).toEqual(["free", "team", "business", "enterprise"]);
    for (const plan of plans)
      for (const currency of currencies) {
        const written = formatMonthlyPrice(plan, currency);
        const price = plan.monthlyPrice?.[currency];
        if (plan.monthlyPrice === null) expect(written).toBe(priceWords.custom);
        else if (price === 0) expect(written).toBe(priceWords.free);
        else expect(written).toContain(formatPrice(price as number, currency));
      }
  });

  it("a page's own language shows its currency unless a page names another", () => {
    const team = planById("team");
    // English pages show dollars (app/lib/locales.js); the test runs as English.
    expect(pricePerSeat(team, "monthly")).toBe(team.monthlyPrice?.USD);
    expect(pricePerSeat(team, "yearly", "JPY")).toBe(team.yearlyPrice?.JPY);
    expect(pricePerSeat(planById("enterprise"), "monthly", "EUR")).toBeNull();
  });

  it("a sentence quoting prices in the language's currency names them in the chosen one", () => {
    const team = planById("team");
    const usd = formatPrice(team.monthlyPrice?.USD as number, "USD");
    const eur = formatPrice(team.monthlyPrice?.EUR as number, "EUR");
    expect(inCurrency(`Team costs ${usd} a seat.`, "EUR")).toBe(`Team costs ${eur} a seat.`);
    expect(inCurrency(`Team costs ${usd} a seat.`, "USD")).toBe(`Team costs ${usd} a seat.`);
  });

  // The tiers of docs/spec/site-spec.md §2.9 are views of the shared plans.
  it("the startup page's tiers show the price and features of the plan each names", () => {
    expect(startupTiers.map((tier) => [tier.name, tier.price, tier.features])).toEqual(
      startupFile.tiers.map((tier) => {
        const plan = planById(tier.plan as PlanId);
        return [tier.name, formatMonthlyPrice(plan), plan.features];
      }),
    );
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
    expect(yearlySavingPercent).toBeGreaterThan(0);
    expect(plansSection.periods.map((period) => period.value)).toEqual(["monthly", "yearly"]);
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
  });

  it("writes out a plan's limit from plans.json where a row names it", () => {
    const limited = plans.filter((plan) => automationActionsPerMonth[plan.id] !== null);
    expect(limited.length).toBeGreaterThan(0);
    const written = limited.map((plan) => formatCount(automationActionsPerMonth[plan.id] ?? 0));
    expect(rows.some((row) => limited.every((plan, i) => row.values[plan.id] === written[i]))).toBe(
      true,
    );
  });

  it("gives every plan a button that acts", () => {
    expect(Object.keys(planActions).sort()).toEqual(plans.map((plan) => plan.id).sort());
    for (const action of Object.values(planActions)) {
      expect(action.label).not.toBe("");
      if (action.kind === "toast") {
        expect(action.title).not.toBe("");
        expect(action.description).not.toBe("");
      } else expect(action.href).toMatch(/^\//);
    }
  });
});

describe("the plan card's sentences, filled as the page runs", () => {
  it("writes a price, the yearly total and the plan a button starts", () => {
    const perSeat = 17;
    expect(plansSection.price(perSeat)).toContain(formatPrice(perSeat, "USD"));
    expect(plansSection.price(perSeat, "ILS")).toContain(formatPrice(perSeat, "ILS"));
    expect(plansSection.billedNote.monthly()).not.toBe("");
    expect(plansSection.billedNote.yearly(perSeat, "JPY")).toContain(
      formatPrice(perSeat * 12, "JPY"),
    );
    const name = planById("team").name;
    expect(plansSection.buttonPlan(name)).toContain(name);
    expect(plansSection.buttonPlan(name)).not.toMatch(/[{}]/);
  });
});
