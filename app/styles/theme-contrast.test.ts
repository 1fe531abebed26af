// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * The themes' colours are design tokens in app.css: text and fill colours meant to be read
 * on the surfaces. Every text token on every surface is checked here, in both themes, for
 * WCAG's 4.5:1 (1.4.3), and the focus ring for 3:1 against the page (1.4.11). The browser
 * scans a sample of pages in the dark theme (tests/e2e/every-route.spec.ts) for colours the
 * tokens do not hold.
 */

const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");

/** The `--name: #rrggbb` declarations of the rule that starts with `selector`. */
function tokensOf(source: string, selector: string): Record<string, string> {
  const start = source.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`no rule ${selector} in app.css`);
  const rule = source.slice(start, source.indexOf("}", start));
  return Object.fromEntries(
    [...rule.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map(([, name, hex]) => [name, hex]),
  );
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT = [
  "foreground",
  "card-foreground",
  "muted-foreground",
  "primary",
  "primary-hover",
  "accent",
  "warning",
  "success",
  "destructive",
];
const SURFACES = [
  "background",
  "card",
  "muted",
  "primary-soft",
  "accent-soft",
  "warning-soft",
  "success-soft",
];
/** Text on a filled control: its foreground token on each fill it is drawn on. */
const ON_FILL: [string, string][] = [
  ["primary-foreground", "primary"],
  ["primary-foreground", "primary-hover"],
  ["destructive-foreground", "destructive"],
];

/** Every pair below its minimum, as "text on surface: ratio". */
function shortfalls(tokens: Record<string, string>) {
  const pairs = [
    ...TEXT.flatMap((text) => SURFACES.map((surface) => [text, surface, 4.5] as const)),
    ...ON_FILL.map(([text, fill]) => [text, fill, 4.5] as const),
    ["ring", "background", 3] as const,
  ];
  return pairs.flatMap(([text, surface, minimum]) => {
    const [fore, back] = [tokens[text], tokens[surface]];
    if (!fore || !back) return [`${text} on ${surface}: token missing`];
    const ratio = contrast(fore, back);
    return ratio < minimum ? [`${text} on ${surface}: ${ratio.toFixed(2)} < ${minimum}`] : [];
  });
}

describe("theme colours (app/styles/app.css)", () => {
  const light = tokensOf(css, ":root");
  const dark = tokensOf(css, ':root[data-theme="dark"]');

  it("every text colour is readable on every surface, light and dark", () => {
    expect(shortfalls(light)).toEqual([]);
    expect(shortfalls(dark)).toEqual([]);
  });

  it("the dark theme chosen by the system setting is the one chosen in the toggle", () => {
    expect(tokensOf(css, ':root:not([data-theme="light"])')).toEqual(dark);
  });

  it("reports a colour below 4.5:1", () => {
    expect(contrast("#767676", "#ffffff")).toBeGreaterThan(4.5);
    expect(shortfalls({ ...dark, "muted-foreground": "#5a6072" })).toContain(
      "muted-foreground on background: 3.10 < 4.5",
    );
  });
});
