import { describe, expect, it } from "vitest";
import { fieldPath, problemAt, refusalOf } from "./problems.ts";

const plans = "content/pricing/plans.json";

describe("a refused save, as the form shows it", () => {
  it("reads a field's path from the build's words, lists' positions as numbers", () => {
    expect(fieldPath("plans[1].monthlyPrice")).toEqual(["plans", 1, "monthlyPrice"]);
    expect(fieldPath("tags.0")).toEqual(["tags", 0]);
    expect(fieldPath("hero")).toEqual(["hero"]);
  });

  it("puts a content file's problem at its field, with the rule alone", () => {
    expect(problemAt(plans, `${plans}: plans[1].monthlyPrice: must be a whole number`)).toEqual({
      field: ["plans", 1, "monthlyPrice"],
      message: "must be a whole number",
    });
    // A rule may itself hold a colon.
    expect(
      problemAt(
        "content/pages/home.json",
        "content/pages/home.json: hero.title: must be at most 80 characters: longer does not fit the layout",
      ),
    ).toEqual({
      field: ["hero", "title"],
      message: "must be at most 80 characters: longer does not fit the layout",
    });
  });

  it("puts an article's front matter problem and its text's at their fields", () => {
    const post = "content/articles/blog/x.md";
    expect(problemAt(post, `${post}: field "tags.1": "nope" is not a tag in x`)).toEqual({
      field: ["tags", 1],
      message: '"nope" is not a tag in x',
    });
    expect(problemAt(post, `${post}: field "body": /nope is not a page of this site`)).toEqual({
      field: ["body"],
      message: "/nope is not a page of this site",
    });
  });

  it("keeps a problem of the whole file as a sentence, without the file's path", () => {
    expect(problemAt(plans, `${plans}: (the whole file): must hold four plans`)).toBe(
      "must hold four plans",
    );
    expect(problemAt(plans, `${plans}: is not valid JSON: Unexpected token`)).toBe(
      "is not valid JSON: Unexpected token",
    );
  });

  it("sums the refusal up in a sentence that names no file, path or protocol", () => {
    const one = refusalOf(plans, [`${plans}: plans[1].monthlyPrice: must be a whole number`]);
    expect(one.summary).toBe("Not saved. 1 field needs a change: see the message under it");
    const two = refusalOf(plans, [
      `${plans}: plans[1].monthlyPrice: must be a whole number`,
      `${plans}: plans[2].name: must not be empty`,
      `${plans}: (the whole file): the team plan is missing`,
    ]);
    expect(two.summary).toBe(
      "Not saved. 2 fields need a change: see the message under each. The team plan is missing",
    );
    expect(two.general).toEqual(["the team plan is missing"]);
  });
});
