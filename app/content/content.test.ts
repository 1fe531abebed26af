import { describe, expect, it } from "vitest";
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

  it("home figures and wording", () => {
    expect(trust.heading).toBe("Trusted by 10,000+ Leading Companies");
    expect(trust.companies).toHaveLength(6);
    expect(trust.testimonial.quote).toContain("30%");
    expect(closingCta.caption).toBe("No credit card required • Free plan available");
    expect(site.foundedYear).toBe(2018);
  });

  it("a schema rejects a malformed record", () => {
    expect(() => featureCardSchema.parse({ ...features[0], link: "features" })).toThrow();
    expect(() => featureCardSchema.parse({ ...features[0], icon: "no-such-icon" })).toThrow();
  });
});
