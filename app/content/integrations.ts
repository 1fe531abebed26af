import integrationsFile from "../../content/pages/integrations.json" with { type: "json" };
import { createTaskRequest } from "./api-samples";
import { integrationFigures } from "./integration-figures";
import type { IntegrationsContent } from "./integrations.schema";
import type { CodeSample, Cta, Integration, IntegrationCategory, Testimonial } from "./schemas";

/**
 * The integrations page (docs/spec/site-spec.md §2.7) from content/pages/integrations.json.
 * The route hands this module's exports to the page whole, so every export is the page's.
 */
const page = integrationsFile as IntegrationsContent;

/** The ten integration categories and how many apps each has (docs/spec/site-spec.md §2.7). */
export const integrationCategories: readonly IntegrationCategory[] = page.integrationCategories;

/** Every integration the catalogue has, added up from the categories rather than typed. */
export const integrationTotal = integrationFigures(integrationCategories).total;

/** The most-installed apps, one or more per category. */
export const popularIntegrations: readonly Integration[] = page.popularIntegrations;

/** Its "Search and social" fields, when an editor filled them. */
export const integrationsMeta = page.meta;
export const integrationsPage = page.integrationsPage;
export const popularSection = page.popularSection;
export const categoriesSection = page.categoriesSection;
export const integrationBenefits = page.integrationBenefits;
export const integrationScenarios = page.integrationScenarios;

/** The request is the one the whole site shows (api-samples.ts), written from openapi.yaml. */
export const integrationApiSection: typeof page.integrationApiSection & {
  sample: CodeSample;
} = {
  ...page.integrationApiSection,
  sample: { ...page.integrationApiSection.sample, code: createTaskRequest },
};

export const integrationsTestimonial: Testimonial = page.integrationsTestimonial;

/** The closing band repeats the hero's first button and the API section's first link. */
export const integrationsCta = {
  ...page.integrationsCta,
  primary: integrationsPage.primary,
  secondary: integrationApiSection.links[0] as Cta,
};

export const integrationsRelated: readonly string[] = page.integrationsRelated;
