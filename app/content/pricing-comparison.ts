import comparisonFile from "../../content/pricing/comparison.json" with { type: "json" };
import { formatCount } from "../lib/format-number";
import {
  apiRequestsPerMinute,
  automationActionsPerMonth,
  dashboardBoardLimit,
  plans,
} from "./pricing";
import type { PricingComparisonContent } from "./pricing-comparison.schema";
import type { ComparisonGroup, PlanId } from "./schemas";

/*
 * The pricing page's comparison table, from content/pricing/comparison.json, apart from the
 * plans themselves so that pages showing only plans (the startup pages) do not carry it.
 */
const comparison = comparisonFile as PricingComparisonContent;

/** The table's own words: its caption, the phone hint and how a tick and a dash read. */
export const comparisonTableCopy = comparison.table;

/** The figures a row may name, each with a value per plan; null means no limit. */
const figures: Record<
  NonNullable<PricingComparisonContent["groups"][number]["rows"][number]["figure"]>,
  Record<PlanId, number | null>
> = {
  automationActionsPerMonth,
  boardsPerDashboard: dashboardBoardLimit,
  apiRequestsPerMinute,
};
const writtenOut = (values: Record<PlanId, number | null>) =>
  Object.fromEntries(
    plans.map((plan) => {
      const value = values[plan.id];
      return [plan.id, value === null ? comparison.unlimited : formatCount(value)];
    }),
  ) as Record<PlanId, string>;

/**
 * Every plan side by side, grouped as a buyer compares them. A value is true/false
 * (included or not) or a limit written out.
 */
export const comparisonGroups: ComparisonGroup[] = comparison.groups.map((group) => ({
  heading: group.heading,
  rows: group.rows.map((row) => ({
    label: row.label,
    values: row.figure
      ? writtenOut(figures[row.figure])
      : (row.values as ComparisonGroup["rows"][number]["values"]),
  })),
}));
