import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startVitalsWhenIdle } from "./start-vitals";
import { startReporting } from "./vitals-reporter";

vi.mock("./vitals-reporter", () => ({ startReporting: vi.fn() }));

function setNavigator(property: string, value: unknown) {
  Object.defineProperty(navigator, property, { configurable: true, get: () => value });
}

describe("startVitalsWhenIdle", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(startReporting).mockClear();
    setNavigator("globalPrivacyControl", undefined);
    setNavigator("doNotTrack", null);
    window.history.replaceState(null, "", "/pricing");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("loads the reporter only once the page has loaded and the browser is idle", async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
    startVitalsWhenIdle();
    await vi.dynamicImportSettled();
    expect(startReporting).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await vi.dynamicImportSettled();
    expect(startReporting).toHaveBeenCalledTimes(1);
  });

  it("falls back to a second's delay where there is no requestIdleCallback", async () => {
    expect("requestIdleCallback" in window).toBe(false);
    startVitalsWhenIdle();
    vi.advanceTimersByTime(999);
    await vi.dynamicImportSettled();
    expect(startReporting).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await vi.dynamicImportSettled();
    expect(startReporting).toHaveBeenCalledTimes(1);
  });

  it("loads nothing on the team's /admin pages", async () => {
    window.history.replaceState(null, "", "/admin/vitals");
    startVitalsWhenIdle();
    vi.advanceTimersByTime(10_000);
    await vi.dynamicImportSettled();
    expect(startReporting).not.toHaveBeenCalled();
  });
});
