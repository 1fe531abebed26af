// @vitest-environment node
import { Check, Menu } from "lucide-react";
import { describe, expect, it } from "vitest";
import { buildSprite, iconShapes, iconSprite } from "./icon-sprite.mjs";

describe("icon sprite", () => {
  it("draws one symbol per icon, with lucide's shapes and its 24 by 24 box", () => {
    const sprite = buildSprite({ check: Check, menu: Menu });
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"></path></symbol>' +
        '<symbol id="menu" viewBox="0 0 24 24"><path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path></symbol>' +
        "</svg>\n",
    );
  });
});

describe("icon shapes for the prerender", () => {
  it("gives each icon lucide's shapes without the outer <svg>", () => {
    expect(iconShapes({ check: Check })).toEqual({ check: '<path d="M20 6 9 17l-5-5"></path>' });
  });

  const load = (environment) =>
    // The hook as Vite calls it, with the only part of its context it reads.
    iconSprite().load.call({ environment }, "\0virtual:icon-shapes");

  it("holds every icon's shapes in the build's server environment only", async () => {
    const prerender = await load({ mode: "build", name: "ssr" });
    const shapes = JSON.parse(prerender.replace(/^export default /, "").replace(/;$/, ""));
    expect(shapes["chevron-down"]).toBe('<path d="m6 9 6 6 6-6"></path>');
    expect(Object.keys(shapes)).toContain("search");
    // The browser's bundle and the dev server point into the sprite: no markup ships.
    expect(await load({ mode: "build", name: "client" })).toBe("export default null;");
    expect(await load({ mode: "dev", name: "ssr" })).toBe("export default null;");
  });
});
