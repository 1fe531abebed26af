import { describe, expect, it } from "vitest";
import { excerpt, fold, highlight, prepareIndex, queryTerms, search } from "./search";
import type { SearchIndex } from "./search-index";

const index: SearchIndex = {
  version: 1,
  pages: [
    {
      path: "/",
      title: "Home",
      sections: [
        {
          anchor: "",
          heading: "One place for the work",
          text: "Plan projects and automate busywork.",
        },
      ],
    },
    {
      path: "/pricing",
      title: "Pricing",
      sections: [
        { anchor: "plan-team", heading: "Team", text: "Automation runs each month: 250." },
        {
          anchor: "faq",
          heading: "Questions",
          text: "Can I change plans? Yes, automations carry over.",
        },
      ],
    },
    {
      path: "/resources/api-docs",
      title: "API Docs",
      sections: [
        {
          anchor: "authentication-heading",
          heading: "Authentication",
          text: "Each request sends the key in an Authorization header, Bearer scheme.",
        },
        { anchor: "automation-heading", heading: "Automation endpoints", text: "Create rules." },
      ],
    },
  ],
};

const prepared = prepareIndex(index);
const marked = (parts: { text: string; match: boolean }[]) =>
  parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join("");

describe("query terms and folding", () => {
  it("folds case and accents without moving offsets", () => {
    expect(fold("Équipe ÀPI")).toBe("equipe api");
    expect(fold("Équipe").length).toBe("Équipe".length);
  });

  it("splits on punctuation and drops repeats", () => {
    expect(queryTerms("  API/v1 api, Keys ")).toEqual(["api", "v1", "keys"]);
    expect(queryTerms(" -- ")).toEqual([]);
  });
});

describe("search ranking", () => {
  it("finds nothing for an empty query or a word no page has", () => {
    expect(search(prepared, "   ")).toEqual([]);
    expect(search(prepared, "zeppelin")).toEqual([]);
  });

  it("links each hit to its page and section anchor, the top of a page without one", () => {
    expect(search(prepared, "bearer")[0]).toMatchObject({
      href: "/resources/api-docs#authentication-heading",
      pageTitle: "API Docs",
      heading: "Authentication",
    });
    expect(search(prepared, "busywork")[0]?.href).toBe("/");
  });

  it("ranks a heading hit above text hits, and whole words above word beginnings", () => {
    // "automate" on the home page does not start with "automation": no hit there.
    const hrefs = search(prepared, "automation").map((result) => result.href);
    expect(hrefs).toEqual([
      "/resources/api-docs#automation-heading",
      "/pricing#plan-team",
      "/pricing#faq",
    ]);
  });

  it("needs every term, each matching the start of a word", () => {
    expect(search(prepared, "key header").map((r) => r.href)).toEqual([
      "/resources/api-docs#authentication-heading",
    ]);
    expect(search(prepared, "uthentication")).toEqual([]);
  });

  it("keeps at most `limit` results", () => {
    expect(search(prepared, "a", 2)).toHaveLength(2);
  });
});

describe("excerpts", () => {
  it("marks every place a term starts a word, whatever its case", () => {
    expect(marked(highlight("Automation and automations", ["automation"]))).toBe(
      "[Automation] and [automation]s",
    );
  });

  it("shows the text around the first hit, cut at spaces, with ellipses", () => {
    const long =
      `${"plain words before the hit ".repeat(12)}the Bearer scheme ${"and plain words after it ".repeat(12)}`.trim();
    const text = marked(excerpt(long, ["bearer"], 80));
    expect(text).toMatch(/^… .*\[Bearer\] scheme .* …$/);
    expect(text.length).toBeLessThan(95);
  });

  it("starts at the beginning when the hit is near it, and has no ellipsis for short text", () => {
    expect(marked(excerpt("Create rules.", ["rules"]))).toBe("Create [rules].");
  });

  it("gives search results a highlighted heading and excerpt", () => {
    const [result] = search(prepared, "authorization bearer");
    if (!result) throw new Error("no result");
    expect(marked(result.excerpt)).toBe(
      "Each request sends the key in an [Authorization] header, [Bearer] scheme.",
    );
    expect(marked(result.headingParts)).toBe("Authentication");
  });
});
