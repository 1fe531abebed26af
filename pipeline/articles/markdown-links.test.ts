import { describe, expect, it } from "vitest";
import { markdownLinkProblems } from "./markdown-links.ts";

describe("the links in an article's text", () => {
  it("accepts a page of the site, a #section, https:// and mailto:", () => {
    expect(
      markdownLinkProblems(
        "See [pricing](/pricing), [the FAQ](/pricing#faq), [below](#next), [docs](https://example.com/x) and [mail](mailto:team@example.com).",
      ),
    ).toEqual([]);
  });

  it("refuses a page the site does not have, in the words every other link is refused in", () => {
    expect(
      markdownLinkProblems("Read [our plans](/nope) first.\n\n## More\n\n[x](http://a.b)"),
    ).toEqual([
      "/nope is not a page of this site (the link “our plans”)",
      "must be a page of this site (such as /pricing), a #section or an https:// address (the link “x”)",
    ]);
  });
});
