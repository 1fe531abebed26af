import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { metrics } from "~/lib/vitals/metrics.js";
import { VitalsDashboard } from "./vitals-dashboard";
import type { VitalsSummary } from "./vitals-summary";

const summary: VitalsSummary = {
  from: "2026-10-28",
  to: "2026-11-24",
  days: 28,
  metrics: metrics.map(({ name, label, unit, good, poor }) => ({ name, label, unit, good, poor })),
  rows: [
    {
      route: "/pricing",
      device: "phone",
      metrics: {
        LCP: {
          p75: 2925,
          atLeast: false,
          rating: "needs-improvement",
          goodShare: 2 / 3,
          samples: 600,
        },
        CLS: { p75: 0, atLeast: false, rating: "good", goodShare: 1, samples: 600 },
        INP: { p75: 10_000, atLeast: true, rating: "poor", goodShare: 0.1, samples: 1 },
      },
    },
    { route: "*", device: "desktop", metrics: {} },
  ],
  series: {
    LCP: [
      { day: "2026-11-23", device: "desktop", p75: 4975, samples: 1 },
      { day: "2026-11-24", device: "phone", p75: 2925, samples: 600 },
    ],
    INP: [],
    CLS: [],
    FCP: [],
    TTFB: [],
  },
};

describe("VitalsDashboard", () => {
  it("shows each route's p75 with its rating in words, the share of good values and the count", () => {
    render(<VitalsDashboard summary={summary} />);
    const table = screen.getByRole("table", { name: /75th percentile of each metric/ });
    const pricing = within(table).getByRole("row", { name: /\/pricing/ });
    const cells = within(pricing).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual([
      "Phone".toLowerCase(),
      "2.93 s!Needs improvement67% good · 600 values",
      "≥ 10.00 s✕Poor10% good · 1 value",
      "0.00✓Good100% good · 600 values",
      "–No values",
      "–No values",
    ]);
    expect(
      within(table).getByRole("rowheader", { name: "Not found (any unknown path)" }),
    ).toBeTruthy();
  });

  it("draws a chart per metric with a description that states the latest values", () => {
    render(<VitalsDashboard summary={summary} />);
    const charts = screen.getAllByRole("img");
    expect(charts).toHaveLength(5);
    expect(charts[0]?.getAttribute("aria-label")).toBe(
      "LCP, 75th percentile per day. Latest: Phone 2.93 s on 2026-11-24; Desktop 4.98 s on 2026-11-23. Good up to 2.50 s, poor above 4.00 s.",
    );
    expect(charts[1]?.getAttribute("aria-label")).toBe("INP: no values in these days.");
  });

  it("says so when nothing has been recorded", () => {
    render(<VitalsDashboard summary={{ ...summary, rows: [] }} />);
    expect(screen.getByText("No visitor metrics have been recorded in these days.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
