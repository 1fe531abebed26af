import enterpriseFile from "../../content/solutions/enterprise.json" with { type: "json" };
import securityFile from "../../content/solutions/enterprise-security.json" with { type: "json" };
import type { EnterpriseContent, EnterpriseSecurityContent } from "./enterprise.schema";
import type { Certification, FeatureCard, HeroCopy, InfoCard, Testimonial } from "./schemas";

/**
 * Copy of the enterprise and enterprise security pages (docs/spec/site-spec.md §2.15), from
 * content/solutions/enterprise.json and enterprise-security.json.
 */
const enterprise = enterpriseFile as EnterpriseContent;
const security = securityFile as EnterpriseSecurityContent;

export const enterpriseMeta = enterprise.meta;
export const enterpriseHero: HeroCopy = enterprise.hero;
export const enterpriseFeaturesSection = enterprise.featuresSection;
export const enterpriseFeatures = enterprise.features as readonly FeatureCard[];
/** The figures are site.json's ({{site.figures.customers}}), shown here too. */
export const enterpriseFiguresSection = enterprise.figuresSection;
export const enterpriseTestimonial: Testimonial = enterprise.testimonial;
export const enterpriseCta = enterprise.cta;

export const securityMeta = security.meta;
export const securityHero: HeroCopy = security.hero;
export const securityFeaturesSection = security.featuresSection;
export const securityFeatures = security.features as readonly InfoCard[];
export const certificationsSection = security.certificationsSection;
export const certifications: readonly Certification[] = security.certifications;
export const securityCta = security.cta;
