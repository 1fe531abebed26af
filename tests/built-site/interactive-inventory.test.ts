import { JSDOM } from "jsdom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "../../app/components/ui/button";
import { interactiveInventory, undeclared } from "./interactive-inventory";

const inventory = (body: string) =>
  interactiveInventory(new JSDOM(`<!DOCTYPE html><body>${body}</body>`).window.document);

describe("the inventory of interactive elements", () => {
  it("knows each way a control works before hydration", () => {
    const entries = inventory(`
      <button type="button" popovertarget="menu">Product</button>
      <details><summary>Go</summary></details>
      <form method="post" action="/newsletter"><input name="email"><button>Subscribe</button></form>
      <button type="button" data-answered-by="head-script">Theme</button>
      <button type="button" data-answered-by="inline-script">No, thanks</button>
      <label><input type="radio" name="period" data-answered-by="css">Yearly</label>
      <button type="button" data-hydrate-hold>Load More Articles</button>
      <form data-hydrate-hold><input name="message"><button>Send</button></form>
      <a href="/search" data-hydrate-hold aria-keyshortcuts="Control+K">Search</a>
      <div data-hydrate-when="visible"><button type="button">Add item</button></div>
      <fieldset data-hydrate-region disabled><select name="owner"></select><button type="button">Undo</button></fieldset>
      <main tabindex="-1"></main>
      <pre tabindex="0">code</pre>`);
    expect(entries.map((entry) => entry.how)).toEqual([
      "native",
      "native",
      "native",
      "native",
      "native",
      "native",
      "native",
      "replayed",
      "replayed",
      "replayed",
      "replayed",
      "live",
      "native",
      "replayed",
      "native",
      "native",
    ]);
    expect(undeclared(entries)).toEqual([]);
  });

  // Planted defects: each would drop a first press, and the check must say so.
  it("fails a new button with a click handler and no declaration", () => {
    const html = renderToStaticMarkup(
      createElement("button", { type: "button", onClick: () => {} }, "Export"),
    );
    expect(undeclared(inventory(html))).toEqual([
      '<button> "Export": answered in code, with no declaration',
    ]);
  });

  it("passes the same button made with the site's Button, which declares itself", () => {
    const html = renderToStaticMarkup(createElement(Button, { onClick: () => {} }, "Export"));
    expect(undeclared(inventory(html))).toEqual([]);
    expect(inventory(html)[0]?.how).toBe("replayed");
  });

  it("fails a keyboard shortcut with no replay", () => {
    expect(
      undeclared(inventory(`<a href="/search" aria-keyshortcuts="Control+J">Jump</a>`)),
    ).toEqual(['<a> "Jump": a keyboard shortcut with no replay (data-hydrate-hold)']);
  });

  it("fails a control that names no known way of being answered", () => {
    expect(
      undeclared(inventory(`<button type="button" data-answered-by="magic">Close</button>`)),
    ).toEqual(['<button> "Close": answered in code, with no declaration']);
  });

  it("fails a field outside a form that posts, a role=button and a focusable div", () => {
    expect(
      undeclared(
        inventory(`
          <form><input name="q" aria-label="Filter"></form>
          <div role="button" tabindex="0">Open</div>
          <div tabindex="0">Panel</div>
          <form method="post" action="/x"><button type="button">Preview</button></form>`),
      ),
    ).toEqual([
      '<input> "Filter": answered in code, with no declaration',
      '<div> "Open": a role=button with no declaration',
      '<div> "Panel": focusable, with no declaration',
      '<button> "Preview": answered in code, with no declaration',
    ]);
  });
});
