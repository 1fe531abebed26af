import { StaticContent } from "~/components/static-content";
import type { Testimonial } from "~/content/schemas";
import { cn } from "~/lib/cn";

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

export function TestimonialCard({
  testimonial,
  className,
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  return (
    <StaticContent as="figure" className={cn("rounded-lg border bg-card p-8 shadow-sm", className)}>
      <blockquote className="text-lg leading-relaxed text-pretty sm:text-xl">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary"
        >
          {testimonial.image?.initials ?? initialsOf(testimonial.name)}
        </span>
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-muted-foreground">
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </StaticContent>
  );
}
