import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { TitledSection } from "~/components/sections/titled-section";
import {
  customerStories,
  customerStoriesSection,
  customersCta,
  customersHero,
  customersMeta,
  industries,
  industriesSection,
} from "~/content/customers";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/customers";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: customersMeta.title,
    meta: customersMeta,
    description: customersHero.lead,
    path: location.pathname,
  });

export default function Customers() {
  return (
    <>
      <Hero eyebrow={customersHero.eyebrow} title={customersHero.title} lead={customersHero.lead} />
      <TitledSection
        headingId="stories-heading"
        heading={customerStoriesSection.heading}
        lead={customerStoriesSection.lead}
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {customerStories.map((story) => (
            <li key={story.name} className="flex">
              <TestimonialCard
                testimonial={story}
                className="flex w-full flex-col justify-between"
              />
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection
        headingId="industries-heading"
        tone="muted"
        heading={industriesSection.heading}
        lead={industriesSection.lead}
      >
        <FeatureGrid items={industries} />
      </TitledSection>
      <CtaBand {...customersCta} />
    </>
  );
}
