// @vitest-environment node
import { describe, expect, it } from "vitest";
import { addHeadScript, headScript } from "./head-script.mjs";
import { inlineScriptProblems } from "./inline-script-check.mjs";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.mjs";

const page = (body = "") =>
  addHeadScript(
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title></head><body>${body}<script>window.__context = {};</script></body></html>`,
  );
const withPolicy = (route, html) => ({
  route,
  html,
  policy: contentSecurityPolicy(inlineScriptHashes(html)),
});

describe("inline script check", () => {
  it("passes pages whose every inline script is hashed and whose head script is the same", () => {
    expect(
      inlineScriptProblems([withPolicy("/", page()), withPolicy("/a", page("<p>a</p>"))]),
    ).toEqual([]);
  });

  it("fails a page with an inline script its policy does not allow", () => {
    const html = page();
    const policy = contentSecurityPolicy(inlineScriptHashes(html));
    const [problem] = inlineScriptProblems([
      { route: "/late", html: html.replace("</body>", "<script>alert(1)</script></body>"), policy },
    ]);
    expect(problem).toMatch(/^\/late: inline script 'sha256-[^']+' is not in its CSP$/);
  });

  it("fails a page without the head script, or with a different one", () => {
    const bare = '<html><head><meta charSet="utf-8"/></head><body></body></html>';
    const other = page().replace(headScript, 'document.documentElement.dataset.theme="dark"');
    expect(
      inlineScriptProblems([
        withPolicy("/", page()),
        withPolicy("/bare", bare),
        withPolicy("/other", other),
      ]),
    ).toEqual([
      "/bare: expected one inline script in <head> (the head script), found 0",
      "/other: its <head> script differs from the other pages' (one hash for all)",
    ]);
  });

  it("puts the head script right after the charset, before anything that paints", () => {
    expect(page()).toContain(`<meta charSet="utf-8"/><script>${headScript}</script><title>`);
    expect(() => addHeadScript("<html><head></head></html>", "x.html")).toThrow(/x\.html/);
  });
});
