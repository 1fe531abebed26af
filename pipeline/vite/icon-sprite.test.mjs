// @vitest-environment node
import { Check, Menu } from "lucide-react";
import { describe, expect, it } from "vitest";
import { buildSprite } from "./icon-sprite.mjs";

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
