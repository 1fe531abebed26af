import { describe, expect, it } from "vitest";
import { minifiedScript, minifyInlineScripts } from "./minify-inline-scripts.mjs";

const scrollScript = `((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, "");
    }
  })("react-router-scroll-positions", null)`;

describe("minifying a page's inline scripts", () => {
  it("shortens React Router's readable scripts and keeps what they do", () => {
    const html = `<body><p>Text</p><script>${scrollScript}</script></body>`;
    const out = minifyInlineScripts(html);
    const code = /<script>([\s\S]*)<\/script>/.exec(out)?.[1] ?? "";
    expect(code.length).toBeLessThan(scrollScript.length * 0.8);
    expect(code).not.toMatch(/\n/);
    expect(code).toContain("react-router-scroll-positions");
    expect(code).toContain("window.history.replaceState");
    expect(out.startsWith("<body><p>Text</p><script>")).toBe(true);
  });

  it("leaves React Router's data, typed scripts and code it cannot parse as they are", () => {
    const data = `window.__reactRouterContext = {"basename":"/",  "a":  1};`;
    expect(minifiedScript(data)).toBe(data);
    const typed = `<script type="application/ld+json">{ "name":  "x" }</script>`;
    expect(minifyInlineScripts(typed)).toBe(typed);
    const broken = "if ( {";
    expect(minifiedScript(broken)).toBe(broken);
  });

  it("keeps global names a classic script shares with the page", () => {
    const code = minifiedScript(
      "var theme = 'dark';   window.pick = function (value) { return value; };",
    );
    expect(code).toContain("theme");
    expect(code).toContain("window.pick");
  });
});
