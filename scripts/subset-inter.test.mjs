import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { charactersOf, interUnicodeRange, SUBSET_FILE, subsetInter } from "./subset-inter.mjs";

describe("the site's web font", () => {
  it("reads a CSS unicode-range as its characters", () => {
    expect(charactersOf("U+0041-0043, U+20AC")).toBe("ABC€");
    expect(interUnicodeRange()).toMatch(/^U\+0000-00FF, /);
  });

  it("is the subset the script makes of the installed Inter (run it after an upgrade)", async () => {
    const committed = readFileSync(SUBSET_FILE);
    const made = Buffer.from(await subsetInter());
    expect(made.length, "npm run subset-font writes it again").toBe(committed.length);
    expect(made.equals(committed)).toBe(true);
    // Smaller than the package's file it is cut from: the point of it.
    expect(committed.length).toBeLessThan(35_000);
  });
});
