import type { Locator, Page } from "@playwright/test";
import { formatUsd } from "../../app/lib/format-number";
import { calibrateCpu, describeCalibration } from "../../scripts/cpu-calibration.mjs";
import { siteContent } from "../support/site-content";
import { expect, test } from "./fixtures";

// The plans and their words are the editors' (content/pricing): read as the page reads them.
const pricingCopy = siteContent("pricing/page.json");
const teamPlan = siteContent("pricing/plans.json").plans.find(
  (plan: { id: string }) => plan.id === "team",
);

// A visitor's first tap on a page that has not loaded its code yet (it loads on intent:
// pipeline/postbuild/hydrate-on-intent.mjs) answers within 200 ms on a mid-range phone: the CPU is
// slowed by the multiplier fitted to this host, as Lighthouse's is. The time is read the
// way INP reads it, from the browser's Event Timing entries: from the input to the next
// paint after its handlers. Here the time bound is the behaviour under test; the figure is
// the browser's own, taken after the visible answer is there, so the test waits on that
// answer and never on a clock. The figure held to the budget is the median of three
// visits: one visit can meet the machine busy with something else. These tests read a
// clock, so they are the audit's (`npm run audit`, on a quiet machine, one test at a time:
// scripts/audit-quality-checks.mjs), held to the budget itself; npm test does not run them
// (a calibrated slowdown still leaves the figure to the host's load: one core kept busy
// read 208 ms for a tap that reads 88 to 128 ms on a quiet host). Every kind of control
// keeps its cold behaviour test in npm test. Alone: `npx playwright test
// --project="desktop timed" --project="phone timed" --workers=1`.
const RESPONSE_BUDGET_MS = 200;
const VISITS = 3;
/** What fails the audit: the budget, read on a quiet machine. */
const RESPONSE_GATE_MS = RESPONSE_BUDGET_MS;

/** The median of `VISITS` runs of `visit` (each a fresh page load and one interaction). */
async function medianOf(visit: () => Promise<number>) {
  const times: number[] = [];
  for (let run = 0; run < VISITS; run += 1) times.push(await visit());
  const median = [...times].sort((a, b) => a - b)[Math.floor(VISITS / 2)] ?? Infinity;
  test.info().annotations.push({
    type: "response",
    description: `median ${Math.round(median)} ms of ${times.map(Math.round).join(", ")} at ${cpuSlowdown}x CPU`,
  });
  console.log(
    `${test.info().title} [${test.info().project.name}]: median ${Math.round(median)} ms (${times.map(Math.round).join(", ")}), budget ${RESPONSE_BUDGET_MS} ms${median > RESPONSE_BUDGET_MS ? " MISSED" : ""}`,
  );
  return median;
}

let cpuSlowdown = 1;

test.beforeAll(async () => {
  const calibration = await calibrateCpu();
  cpuSlowdown = calibration.multiplier;
  console.log(`first interaction: ${describeCalibration(calibration)}`);
});

/** Opens `url` as a visitor does (no hydration asked for) with the calibrated CPU slowdown. */
async function openSlowed(page: Page, url: string) {
  await page.goto(url);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await page.evaluate(() => {
    const durations: number[] = [];
    (window as unknown as { interactionDurations: number[] }).interactionDurations = durations;
    new PerformanceObserver((list) => {
      // interactionId: set on the entries of a tap, click or key press (not in TS's DOM types yet).
      for (const entry of list.getEntries() as (PerformanceEventTiming & {
        interactionId?: number;
      })[])
        if (entry.interactionId) durations.push(entry.duration);
    }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  expect(
    await page.evaluate(() => document.documentElement.dataset.hydrated),
    "the page has not hydrated before the visitor asks",
  ).toBeUndefined();
}

/** Taps `target` (a click at desktop width), waits for `answer`, returns the INP-style time. */
async function respond(page: Page, target: Locator, answer: () => Promise<void>) {
  if (test.info().project.use.hasTouch) await target.tap();
  else await target.click();
  await answer();
  // Event Timing reports an interaction after the paint that follows it.
  const durations = () =>
    page.evaluate(
      () => (window as unknown as { interactionDurations: number[] }).interactionDurations,
    );
  await expect.poll(async () => (await durations()).length).toBeGreaterThan(0);
  return Math.max(...(await durations()));
}

test.describe("the first interaction answers at the calibrated CPU slowdown within 200 ms", () => {
  // Three visits each, at a slowed CPU.
  test.slow();

  test("the pricing billing switch shows the yearly prices", async ({ page }) => {
    const time = await medianOf(async () => {
      await openSlowed(page, "/pricing");
      const team = page
        .getByRole("region", { name: pricingCopy.plansSection.heading })
        .getByRole("article", { name: teamPlan.name });
      const billing = page.getByRole("group", { name: pricingCopy.plansSection.billingLegend });
      const yearly = pricingCopy.plansSection.periods[1].label;
      return respond(page, billing.getByText(yearly), async () => {
        await expect(billing.getByRole("radio", { name: yearly })).toBeChecked();
        await expect(team).toContainText(formatUsd(teamPlan.yearlyPrice.USD, "en"), {
          useInnerText: true,
        });
        await expect(team).not.toContainText(formatUsd(teamPlan.monthlyPrice.USD, "en"), {
          useInnerText: true,
        });
      });
    });
    expect(time).toBeLessThanOrEqual(RESPONSE_GATE_MS);
  });

  test("a header menu opens @desktop", async ({ page }) => {
    const time = await medianOf(async () => {
      await openSlowed(page, "/");
      const nav = page.getByRole("navigation", { name: "Main" });
      return respond(page, nav.getByRole("button", { name: "Product" }), async () => {
        await expect(nav.getByRole("link", { name: /Project Management/ }).first()).toBeVisible();
      });
    });
    expect(time).toBeLessThanOrEqual(RESPONSE_GATE_MS);
  });

  test("the phone menu opens @phone", async ({ page }) => {
    const time = await medianOf(async () => {
      await openSlowed(page, "/features/project-management");
      return respond(page, page.getByRole("button", { name: "Open menu" }), async () => {
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      });
    });
    expect(time).toBeLessThanOrEqual(RESPONSE_GATE_MS);
  });

  test("the search button says Loading..., then opens the search", async ({ page }) => {
    const time = await medianOf(() => searchAnswer(page));
    expect(time).toBeLessThanOrEqual(RESPONSE_GATE_MS);
    // The held click is replayed once the page is interactive, and the page stays put.
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await expect(dialog.getByRole("combobox", { name: "Search the site" })).toBeVisible({
      timeout: 60_000,
    });
    expect(new URL(page.url()).pathname).toBe("/");
  });
});

/** One visit's search click: the time to its answer ("Loading..." or, rarely, the dialog). */
async function searchAnswer(page: Page) {
  await openSlowed(page, "/");
  // The answer is a DOM change, possibly a few frames after the click's own paint: the
  // held click's busy state ("Loading..." on screen, aria-busy), or, if the page hydrated
  // between the pointer reaching the header and the click, the dialog. Its time is read
  // from the input's timestamp to the frame after the change.
  await page.evaluate(() => {
    const answered = '[data-hydrate-hold][aria-busy="true"], [role="dialog"]';
    const times = window as unknown as {
      inputAt?: number;
      answeredAt?: number;
      answer?: string;
    };
    addEventListener("pointerdown", (event) => (times.inputAt ??= event.timeStamp), true);
    new MutationObserver((_, observer) => {
      const shown = document.querySelector(answered);
      if (!shown) return;
      observer.disconnect();
      times.answer =
        shown.getAttribute("role") === "dialog"
          ? "the dialog"
          : getComputedStyle(shown, "::after").content;
      requestAnimationFrame(() => (times.answeredAt = performance.now()));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const search = page.getByRole("banner").getByRole("link", { name: "Search" });
  const time = await respond(page, search, async () => {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { answeredAt?: number }).answeredAt))
      .toBeGreaterThan(0);
  });
  const { shownAfter, answer } = await page.evaluate(() => {
    const times = window as unknown as { inputAt: number; answeredAt: number; answer: string };
    return { shownAfter: times.answeredAt - times.inputAt, answer: times.answer };
  });
  console.log(`  search answered with ${answer} ${Math.round(shownAfter)} ms after the input`);
  expect(["the dialog", '"Loading..."']).toContain(answer);
  return Math.max(time, shownAfter);
}
