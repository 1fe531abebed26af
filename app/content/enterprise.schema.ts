import { z } from "zod";
import { ctaBand, figuresSection, hero, pageMetaSchema, sectionIntro } from "./page-pieces.ts";
import { headline, uniqueBy } from "./rules.ts";
import {
  certificationSchema,
  featureCardSchema,
  infoCardSchema,
  testimonialSchema,
  text,
} from "./schemas.ts";

const cardText = { title: headline("card"), description: text.max(200) };

/** content/solutions/enterprise.json: /solutions/enterprise (site-spec §2.15). */
export const enterpriseSchema = z
  .object({
    meta: pageMetaSchema,
    hero: hero,
    featuresSection: sectionIntro,
    features: z
      .array(featureCardSchema.extend(cardText).strict())
      .min(2)
      .max(8)
      .superRefine(uniqueBy("id", "card")),
    figuresSection,
    testimonial: testimonialSchema.strict(),
    cta: ctaBand,
  })
  .strict();

/** content/solutions/enterprise-security.json: /solutions/enterprise/security (site-spec §2.15). */
export const enterpriseSecuritySchema = z
  .object({
    meta: pageMetaSchema,
    hero: hero,
    featuresSection: sectionIntro,
    features: z.array(infoCardSchema.extend(cardText).strict()).min(2).max(8),
    certificationsSection: sectionIntro,
    certifications: z
      .array(
        certificationSchema.extend({ name: headline("card"), description: text.max(200) }).strict(),
      )
      .min(1)
      .superRefine(uniqueBy("name", "certification")),
    cta: ctaBand,
  })
  .strict();

export type EnterpriseContent = z.output<typeof enterpriseSchema>;
export type EnterpriseSecurityContent = z.output<typeof enterpriseSecuritySchema>;
