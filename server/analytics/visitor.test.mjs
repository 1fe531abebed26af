import { describe, expect, it } from "vitest";
import { normalizeTag, UTM_MAX_CHARS, utmOf } from "./visitor.mjs";

describe("a campaign tag as it is kept", () => {
  it.each([
    ["an apostrophe", "Mother's-Day", "mother's-day"],
    ["an exclamation mark", "Launch!", "launch!"],
    ["a percent sign", "50%-off", "50%-off"],
    ["a hash", "spring#2", "spring#2"],
    ["an equals sign", "a=b", "a=b"],
    ["an emoji", "🚀 Launch", "🚀 launch"],
    ["an emoji of joined emoji", "Team 👩‍💻", "team 👩‍💻"],
    ["full-width letters (NFKC)", "Ｎｅｗｓｌｅｔｔｅｒ", "newsletter"],
    ["control characters", "news\u0000let\u001bter", "newsletter"],
    ["a bidirectional override and a zero-width space", "evil\u202egnp\u200b", "evilgnp"],
    ["tabs, newlines and runs of spaces", "  spring \t\n launch  ", "spring launch"],
    ["markup, kept as text", "<b>Spring</b>", "<b>spring</b>"],
  ])("keeps a tag with %s", (_, raw, kept) => {
    expect(normalizeTag(raw)).toBe(kept);
  });

  it(`cuts a tag over ${UTM_MAX_CHARS} characters, never in the middle of an emoji`, () => {
    expect(normalizeTag("A".repeat(UTM_MAX_CHARS + 50))).toBe("a".repeat(UTM_MAX_CHARS));
    const emoji = "👩‍💻"; // three code points
    const cut = normalizeTag(`${"x".repeat(UTM_MAX_CHARS - 2)}${emoji}`);
    expect(cut).toBe("x".repeat(UTM_MAX_CHARS - 2));
    expect([...normalizeTag(emoji.repeat(60))].length).toBeLessThanOrEqual(UTM_MAX_CHARS);
    expect(normalizeTag(emoji.repeat(60)).endsWith(emoji)).toBe(true);
  });

  it("drops a tag with nothing left to keep, and only that tag", () => {
    expect(normalizeTag("\u200b \u0007 ")).toBeNull();
    expect(utmOf(new URLSearchParams("utm_source=%E2%80%8B&utm_medium=Email"))).toEqual({
      utm_source: null,
      utm_medium: "email",
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
    });
  });

  it("reads a page address's tags, escaped or not", () => {
    const { searchParams } = new URL(
      "https://flowboard.example/?utm_campaign=spring%23two%3D2%25%21&utm_term=%ZZ&utm_content=%F0%9F%9A%80",
    );
    expect(utmOf(searchParams)).toMatchObject({
      utm_campaign: "spring#two=2%!",
      utm_term: "%zz",
      utm_content: "🚀",
    });
  });
});
