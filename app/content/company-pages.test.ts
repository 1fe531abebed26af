import { describe, expect, it } from "vitest";
import { applyCta, openings, perks } from "./careers";
import {
  aboutContactCards,
  aboutHero,
  figuresSection,
  leadership,
  timeline,
  values,
} from "./company";
import { supportHours } from "./contact";
import { contactHref, contactSubjectFrom, contactSubjects } from "./contact-fields.js";
import { customerStories, industries } from "./customers";
import { partnerGroups, partnersCta, partnersHero } from "./partners";
import {
  ctaSchema,
  infoCardSchema,
  jobOpeningSchema,
  partnerGroupSchema,
  teamMemberSchema,
  testimonialSchema,
  timelineEntrySchema,
} from "./schemas";
import { site } from "./site";

describe("company content parses with its schemas", () => {
  it("about: values, timeline, leadership and the in-page links", () => {
    infoCardSchema.array().min(3).parse(values);
    timelineEntrySchema.array().parse(timeline);
    teamMemberSchema.array().min(3).parse(leadership);
    ctaSchema.array().parse(aboutHero.links);
    for (const card of aboutContactCards) ctaSchema.parse(card.cta);
  });

  it("careers, partners and customers", () => {
    jobOpeningSchema.array().length(4).parse(openings);
    infoCardSchema.array().parse(perks);
    ctaSchema.parse(applyCta);
    partnerGroupSchema.array().length(3).parse(partnerGroups);
    testimonialSchema.array().length(3).parse(customerStories);
    infoCardSchema.array().length(6).parse(industries);
  });
});

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

  it("support hours read Mon-Fri 9-18 PST, Sat 10-16 PST, Sun closed", () => {
    expect(supportHours.map((row) => `${row.days} ${row.hours}`)).toEqual([
      "Mon-Fri 9-18 PST",
      "Sat 10-16 PST",
      "Sun Closed",
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
