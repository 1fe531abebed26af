import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MetricType } from "web-vitals";
import { reportVitals, startReporting, VITALS_LISTENING } from "./vitals-reporter";

const callbacks: Record<string, (metric: MetricType) => void> = {};
vi.mock("web-vitals", () => {
  const register = (name: string) => (callback: (metric: MetricType) => void, options: unknown) => {
    expect(options).toEqual({ reportSoftNavs: true });
    callbacks[name] = callback;
  };
  return {
    onLCP: register("LCP"),
    onINP: register("INP"),
    onCLS: register("CLS"),
    onFCP: register("FCP"),
    onTTFB: register("TTFB"),
  };
});

const metric = (name: MetricType["name"], value: number, extra: Partial<MetricType> = {}) =>
  ({
    name,
    value,
    id: `${name}-1`,
    navigationType: "navigate",
    navigationURL: "http://localhost:3000/pricing?utm_source=mail#plans",
    ...extra,
  }) as MetricType;

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("reportVitals", () => {
  const sendBeacon = vi.fn(() => true);
  beforeEach(() => {
    sendBeacon.mockClear();
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: sendBeacon });
    vi.stubGlobal("innerWidth", 1280);
    reportVitals();
  });
  afterEach(() => {
    setVisibility("visible");
    vi.unstubAllGlobals();
  });
  const beacons = () =>
    sendBeacon.mock.calls.map((call) => {
      const [url, body] = call as unknown as [string, string];
      expect(url).toBe("/rum");
      return JSON.parse(body);
    });

  it("sends nothing until the page is hidden, then everything queued in one beacon", () => {
    callbacks.TTFB?.(metric("TTFB", 80));
    callbacks.FCP?.(metric("FCP", 900));
    callbacks.LCP?.(metric("LCP", 1400));
    expect(sendBeacon).not.toHaveBeenCalled();
    setVisibility("hidden");
    expect(beacons()).toEqual([
      {
        device: "desktop",
        metrics: [
          { name: "TTFB", value: 80, navigation: "navigate", path: "/pricing" },
          { name: "FCP", value: 900, navigation: "navigate", path: "/pricing" },
          { name: "LCP", value: 1400, navigation: "navigate", path: "/pricing" },
        ],
      },
    ]);
  });

  it("sends each metric once, even when it is reported again after a later hide", () => {
    callbacks.INP?.(metric("INP", 120));
    setVisibility("hidden");
    setVisibility("visible");
    callbacks.INP?.(metric("INP", 480));
    setVisibility("hidden");
    dispatchEvent(new Event("pagehide"));
    expect(beacons()).toHaveLength(1);
  });

  it("names a soft navigation's path and type, and the phone class below 768 px", () => {
    vi.stubGlobal("innerWidth", 390);
    callbacks.LCP?.(
      metric("LCP", 300, {
        id: "LCP-2",
        navigationType: "soft-navigation",
        navigationURL: "http://localhost:3000/resources/blog/weekly-planning",
      }),
    );
    dispatchEvent(new Event("pagehide"));
    expect(beacons()).toEqual([
      {
        device: "phone",
        metrics: [
          {
            name: "LCP",
            value: 300,
            navigation: "soft-navigation",
            path: "/resources/blog/weekly-planning",
          },
        ],
      },
    ]);
  });

  it("splits a long queue into beacons the server accepts (30 entries each)", () => {
    for (let i = 0; i < 65; i += 1) callbacks.CLS?.(metric("CLS", 0, { id: `CLS-${i}` }));
    setVisibility("hidden");
    expect(beacons().map((beacon) => beacon.metrics.length)).toEqual([30, 30, 5]);
  });
});

describe("startReporting", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("listens once however often it is called, and not at all for a visitor who opted out", () => {
    const listening = () => performance.getEntriesByName(VITALS_LISTENING).length;
    // Starting also counts the visit's first view, with a beacon.
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: vi.fn(() => true),
    });
    performance.clearMarks(VITALS_LISTENING);
    Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, value: true });
    startReporting();
    expect(listening()).toBe(0);
    Object.defineProperty(navigator, "globalPrivacyControl", {
      configurable: true,
      value: undefined,
    });
    Object.defineProperty(navigator, "doNotTrack", { configurable: true, value: "1" });
    startReporting();
    expect(listening()).toBe(0);
    Object.defineProperty(navigator, "doNotTrack", { configurable: true, value: null });
    const stop = startReporting();
    startReporting();
    expect(listening()).toBe(1);
    stop?.();
  });
});
