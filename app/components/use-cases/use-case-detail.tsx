import { BoardPreviewMockup } from "~/components/mockups/board-preview-mockup";
import { CheckList } from "~/components/sections/check-list";
import { Section } from "~/components/sections/section";
import type { UseCaseDetail } from "~/content/schemas";
import { cn } from "~/lib/cn";

/** One team type in depth; its id is the anchor the home page's cards link to. */
export function UseCaseDetailSection({
  detail,
  reversed,
  headings,
}: {
  detail: UseCaseDetail;
  reversed: boolean;
  /** The sub-headings every team type shares (content/use-case-details.ts). */
  headings: { benefits: string; features: string };
}) {
  const headingId = `${detail.id}-heading`;
  return (
    <Section id={detail.id} labelledBy={headingId} tone={reversed ? "muted" : "plain"}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn(reversed && "lg:order-2")}>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {detail.title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{detail.description}</p>
          <h3 id={`${detail.id}-benefits`} className="mt-8 font-semibold">
            {headings.benefits}
          </h3>
          <ul aria-labelledby={`${detail.id}-benefits`} className="mt-3 flex flex-wrap gap-2">
            {detail.benefits.map((benefit) => (
              <li
                key={benefit}
                className="rounded-full border border-primary/30 bg-primary-soft px-3 py-1 text-sm font-medium text-primary"
              >
                {benefit}
              </li>
            ))}
          </ul>
          <h3 className="mt-8 font-semibold">{headings.features}</h3>
          <CheckList items={detail.features} className="mt-3" />
          <figure className="mt-8 border-s-4 border-primary ps-5">
            <blockquote className="text-lg text-pretty">
              <p>“{detail.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-3 text-sm">
              <span className="font-semibold">{detail.quote.author}</span>
              <span className="text-muted-foreground">, {detail.quote.role}</span>
            </figcaption>
          </figure>
        </div>
        <BoardPreviewMockup board={detail.image} className="min-w-0" />
      </div>
    </Section>
  );
}
