import { describe, expect, it } from "vitest";
import { problemsAfter } from "../../tests/support/content-edits.ts";
import { applyCta } from "./careers";
import { aboutContactCards, aboutHero, figuresSection, timeline } from "./company";
import { contactHref, contactSubjectFrom, contactSubjects } from "./contact-fields.js";
import { partnersCta, partnersHero } from "./partners";
import { site } from "./site";

describe("company facts docs/spec/site-spec.md fixes", () => {
  it("the timeline runs 2018 to 2023 and holds the $10M Series A", () => {
    expect(timeline.map((entry) => entry.year)).toEqual([2018, 2019, 2020, 2021, 2022, 2023]);
    expect(timeline[0]?.year).toBe(site.foundedYear);
    expect(timeline.some((entry) => entry.title.includes("$10M Series A"))).toBe(true);
  });

  it("the about figures are the company figures of docs/spec/site-spec.md §1", () => {
    expect(figuresSection.figures.map((f) => f.value)).toEqual(["2018", "150+", "135+", "10K+"]);
  });

  it("every hash link in the about hero lands on one of its contact sections", () => {
    const ids = aboutContactCards.map((card) => `#${card.id}`);
    expect(aboutHero.links.map((link) => link.href)).toEqual(ids);
    expect(ids).toEqual(["#careers", "#contact-sales", "#support"]);
    expect(aboutContactCards.map((card) => card.cta.href)).toEqual([
      "/careers",
      "/contact?subject=sales",
      "/contact?subject=support",
    ]);
  });

  // Apply Now and Partner Application, buttons that do nothing in docs/spec/site-spec.md
  // §2.11, §2.12.
  it("the inert buttons lead to the contact form with the subject chosen", () => {
    expect(applyCta.href).toBe("/contact?subject=careers");
    expect(partnersHero.primary.href).toBe("/contact?subject=partnerships");
    expect(partnersCta.primary).toEqual({
      label: "Partner Application",
      href: "/contact?subject=partnerships",
    });
  });

  it("contact subjects round-trip through the query string, and unknown ones are ignored", () => {
    for (const subject of contactSubjects) {
      const query = new URL(contactHref(subject.id), site.origin).searchParams.get("subject");
      expect(contactSubjectFrom(query)).toBe(subject.id);
    }
    expect(contactSubjectFrom("nonsense")).toBeUndefined();
    expect(contactSubjectFrom(null)).toBeUndefined();
  });
});

describe("an editor's mistake on the company pages is named", () => {
  it("a link to the contact form with a subject it does not have", () => {
    const file = "content/pages/careers.json";
    expect(
      problemsAfter(file, (data: { applyCta: { href: string } }) => {
        data.applyCta.href = "/contact?subject=jobs";
      }),
    ).toEqual([
      `${file}: applyCta.href: jobs is not a subject of the contact form (general, demo, sales, support, careers, partnerships, security)`,
    ]);
  });

  it("an open role listed twice, and a role added or removed", () => {
    const file = "content/pages/careers.json";
    type Roles = { openings: { title: string; department: string; location: string }[] };
    expect(
      problemsAfter(file, (data: Roles) => {
        data.openings.push({ ...(data.openings[0] as Roles["openings"][0]) });
      }),
    ).toEqual([
      `${file}: openings[4].title: "Senior Frontend Engineer" is used twice: each role needs its own title`,
    ]);
    const changed = (data: Roles) => {
      data.openings.shift();
      data.openings.push({ title: "Data Engineer", department: "Engineering", location: "Berlin" });
    };
    expect(problemsAfter(file, changed)).toEqual([]);
  });

  it("a hero link to a section the about page does not have", () => {
    const file = "content/pages/about.json";
    const edit = (data: { hero: { links: { href: string }[] } }) => {
      (data.hero.links[0] as { href: string }).href = "#jobs";
    };
    expect(problemsAfter(file, edit)).toEqual([
      `${file}: hero.links[0].href: #jobs is not a section of this page (#careers, #contact-sales, #support)`,
    ]);
  });
});
