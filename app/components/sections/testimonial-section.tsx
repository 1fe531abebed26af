import type { Testimonial } from "~/content/schemas";
import { Section, SectionHeading } from "./section";
import { TestimonialCard } from "./testimonial-card";

/** One customer's words under a heading of their own. */
export function TestimonialSection({
  heading,
  testimonial,
}: {
  heading: string;
  testimonial: Testimonial;
}) {
  return (
    <Section labelledBy="testimonial-heading">
      <SectionHeading id="testimonial-heading" title={heading} />
      <TestimonialCard testimonial={testimonial} className="mx-auto max-w-3xl" />
    </Section>
  );
}
