import {
  apiRequestsPerMinute,
  automationActionsPerMonth,
  capability,
  dashboardBoardLimit,
  freeBoardLimit,
  freeSeatLimit,
  supportByPlan,
  uptimeSla,
} from "./pricing";
import type { ComparisonGroup, PlanId } from "./schemas";

/*
 * The pricing page's comparison table, apart from the plans themselves so that pages
 * showing only plans (the startup pages) do not carry it.
 */

/** The table's own words: its caption, the phone hint and how a tick and a dash read. */
export const comparisonTableCopy = {
  caption: "Features included in each plan",
  scrollHint: "Scroll sideways to see every plan.",
  included: "Included",
  notIncluded: "Not included",
};

const count = new Intl.NumberFormat("en-US");
const everyPlan = { free: true, team: true, business: true, enterprise: true };
const fromTeam = { free: false, team: true, business: true, enterprise: true };
const fromBusiness = { free: false, team: false, business: true, enterprise: true };
const enterpriseOnly = { free: false, team: false, business: false, enterprise: true };
const perPlan = <T>(values: Record<PlanId, T>, write: (value: T) => string) => ({
  free: write(values.free),
  team: write(values.team),
  business: write(values.business),
  enterprise: write(values.enterprise),
});

/**
 * Every plan side by side, grouped as a buyer compares them. A value is true/false
 * (included or not) or a limit written out.
 */
export const comparisonGroups: ComparisonGroup[] = [
  {
    heading: "Boards and views",
    rows: [
      {
        label: "Seats",
        values: {
          free: `Up to ${freeSeatLimit}`,
          team: "Unlimited",
          business: "Unlimited",
          enterprise: "Unlimited",
        },
      },
      {
        label: "Boards",
        values: {
          free: String(freeBoardLimit),
          team: "Unlimited",
          business: "Unlimited",
          enterprise: "Unlimited",
        },
      },
      { label: capability.kanban, values: everyPlan },
      { label: capability.timeline, values: fromTeam },
      { label: capability.templates, values: everyPlan },
      { label: capability.mobileApps, values: everyPlan },
    ],
  },
  {
    heading: "Automation and integrations",
    rows: [
      {
        label: "Automation actions per month",
        values: perPlan(automationActionsPerMonth, (n) => count.format(n)),
      },
      { label: capability.branching, values: everyPlan },
      { label: capability.integrations, values: fromTeam },
      { label: capability.api, values: everyPlan },
      {
        label: "API requests per minute",
        values: perPlan(apiRequestsPerMinute, (n) => count.format(n)),
      },
    ],
  },
  {
    heading: "Reporting, CRM and collaboration",
    rows: [
      {
        label: "Boards per dashboard",
        values: perPlan(dashboardBoardLimit, (n) => (n === null ? "Unlimited" : count.format(n))),
      },
      { label: capability.crm, values: fromBusiness },
      { label: capability.timeTracking, values: fromBusiness },
      { label: capability.guests, values: fromTeam },
    ],
  },
  {
    heading: "Security and support",
    rows: [
      { label: capability.sso, values: enterpriseOnly },
      { label: capability.audit, values: enterpriseOnly },
      { label: capability.residency, values: enterpriseOnly },
      {
        label: "Uptime SLA",
        values: { free: false, team: false, business: false, enterprise: uptimeSla },
      },
      { label: "Support", values: supportByPlan },
    ],
  },
];
