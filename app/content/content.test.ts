import { describe, expect, it } from "vitest";
import { features } from "./features";
import { footerColumns } from "./footer";
import {
  closingCta,
  coreProductsSection,
  homeHero,
  manageSection,
  solutionsSection,
  trust,
} from "./home";
import { drawerGroups, drawerLinks, headerLinks, headerMenus, socialLinks } from "./navigation";
import {
  ctaSchema,
  featureCardSchema,
  navGroupSchema,
  navLinkSchema,
  socialLinkSchema,
  testimonialSchema,
} from "./schemas";
import { searchSectionGroups } from "./search-page";
import { site } from "./site";
import { solutions } from "./solutions";
import { useCaseCards } from "./use-cases";

describe("content modules parse with their schemas", () => {
  it("navigation", () => {
    for (const group of [...headerMenus, ...drawerGroups, ...footerColumns])
      navGroupSchema.parse(group);
    for (const link of [...headerLinks, ...drawerLinks]) navLinkSchema.parse(link);
    for (const social of socialLinks) socialLinkSchema.parse(social);
  });

  it("features, solutions and use-case cards", () => {
    expect(features).toHaveLength(7);
    featureCardSchema.array().min(3).parse(solutions);
    expect(useCaseCards).toHaveLength(6);
  });

  it("the search page's section groups", () => {
    navGroupSchema.array().min(4).parse(searchSectionGroups);
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
