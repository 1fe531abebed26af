import { describe, expect, it } from "vitest";
import { formatCount } from "../lib/format-number";
import { features } from "./features";
import {
  closingCta,
  coreProductsSection,
  homeHero,
  manageSection,
  solutionsSection,
  trust,
} from "./home";
import { ctaSchema, featureCardSchema, testimonialSchema, useCaseCardSchema } from "./schemas";
import { site } from "./site";
import { solutions } from "./solutions";
import { useCaseCards } from "./use-cases";

describe("content modules parse with their schemas", () => {
  it("features, solutions and use-case cards", () => {
    featureCardSchema.array().length(7).parse(features);
    featureCardSchema.array().min(3).parse(solutions);
    useCaseCardSchema.array().length(6).parse(useCaseCards);
  });

  it("home page copy", () => {
    testimonialSchema.parse(trust.testimonial);
    for (const cta of [
      homeHero.primary,
      homeHero.secondary,
      manageSection.cta,
      coreProductsSection.cta,
      solutionsSection.cta,
      closingCta.primary,
      closingCta.secondary,
    ]) {
      ctaSchema.parse(cta);
    }
  });
});

describe("facts the spec fixes", () => {
  it("ids are unique in each list", () => {
    for (const list of [features, solutions, useCaseCards]) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  // The figure is the editors' (content/site.json); the heading quotes it, filled in.
  it("the trust section quotes the site's figure, and names six companies", () => {
    expect(trust.heading).toContain(formatCount(site.figures.companiesTrusting.value));
    expect(trust.heading).not.toMatch(/[{}]/);
    expect(trust.companies).toHaveLength(6);
  });

  it("a schema rejects a malformed record", () => {
    expect(() => featureCardSchema.parse({ ...features[0], link: "features" })).toThrow();
    expect(() => featureCardSchema.parse({ ...features[0], icon: "no-such-icon" })).toThrow();
  });
});
