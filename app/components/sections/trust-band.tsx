import { StaticContent } from "~/components/static-content";
import type { Testimonial } from "~/content/schemas";
import { Section, SectionHeading } from "./section";
import { TestimonialCard } from "./testimonial-card";

interface TrustBandProps {
  heading: string;
  companies: readonly string[];
  testimonial: Testimonial;
}

/** Customer names set as wordmarks, then one customer's words. */
export function TrustBand({ heading, companies, testimonial }: TrustBandProps) {
  return (
    <Section labelledBy="trust-heading">
      <SectionHeading id="trust-heading" title={heading} />
      <StaticContent as="ul" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {companies.map((company) => (
          <li
            key={company}
            className="flex h-16 items-center justify-center rounded-lg border bg-muted px-3 text-center text-sm font-bold tracking-tight text-muted-foreground"
          >
            {company}
          </li>
        ))}
      </StaticContent>
      <TestimonialCard testimonial={testimonial} className="mx-auto mt-12 max-w-3xl" />
    </Section>
  );
}
