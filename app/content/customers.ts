import customersFile from "../../content/pages/customers.json" with { type: "json" };
import type { CustomersContent } from "./customers.schema";

/** Copy of the customers page (docs/spec/site-spec.md §2.13), from content/pages/customers.json. */
const customers = customersFile as CustomersContent;

export const customersMeta = customers.meta;

export const customersHero = customers.hero;

export const customerStoriesSection = customers.storiesSection;

export const customerStories = customers.stories;

export const industriesSection = customers.industriesSection;

export const industries = customers.industries;

export const customersCta = customers.cta;
