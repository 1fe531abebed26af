// @vitest-environment node
import { describe, expect, it } from "vitest";
import { crossesLanguage, localizedHref } from "./site-link";

describe("the site's links across languages", () => {
  it("lead a German page to German pages and to the articles under its prefix", () => {
    expect(localizedHref("/pricing", "/de/about")).toBe("/de/pricing");
    expect(localizedHref("/resources/blog/webhooks-or-polling", "/de/resources/blog")).toBe(
      "/de/resources/blog/webhooks-or-polling",
    );
    expect(localizedHref("/resources/guides/x#setup", "/ja/resources/guides")).toBe(
      "/ja/resources/guides/x#setup",
    );
    // A translated article's path already has its prefix; files stay as they are.
    expect(localizedHref("/de/resources/blog/x", "/de/resources/blog")).toBe(
      "/de/resources/blog/x",
    );
    expect(localizedHref("/articles/blog/x.json", "/de/resources/blog")).toBe(
      "/articles/blog/x.json",
    );
  });

  it("load a new document only for a page in another language than the page's", () => {
    expect(crossesLanguage("/resources/blog/webhooks-or-polling", "/de/resources/blog")).toBe(true);
    expect(crossesLanguage("/de/resources/blog/webhooks-or-polling", "/de/resources/blog")).toBe(
      false,
    );
    expect(crossesLanguage("/de/pricing", "/pricing")).toBe(true);
    expect(crossesLanguage({ pathname: "/he/about" }, "/ja/about")).toBe(true);
    expect(crossesLanguage("/de/pricing#faq", "/de/about")).toBe(false);
    expect(crossesLanguage("/pricing?billing=annual", "/")).toBe(false);
    expect(crossesLanguage("#faq", "/de/pricing")).toBe(false);
    expect(crossesLanguage({ hash: "#faq" }, "/de/pricing")).toBe(false);
    expect(crossesLanguage("//example.com/de", "/")).toBe(false);
  });
});
