import type { ReactNode } from "react";
import type { Cta } from "~/content/schemas";
import { CtaLink } from "./cta-link";
import { Section, SectionHeading } from "./section";

interface TitledSectionProps {
  /** Id of the heading; the section is named by it. */
  headingId: string;
  heading: string;
  lead?: string;
  /** Anchor id of the section itself, for in-page links. */
  id?: string;
  tone?: "plain" | "muted";
  /** A closing link under the content ("See All Features"). */
  cta?: Cta;
  children: ReactNode;
}

/** The common band: a centred heading and lead, the content, and an optional closing link. */
export function TitledSection({
  headingId,
  heading,
  lead,
  id,
  tone,
  cta,
  children,
}: TitledSectionProps) {
  return (
    <Section id={id} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={heading} lead={lead} />
      {children}
      {cta ? (
        <div className="mt-10 text-center">
          <CtaLink cta={cta} variant="outline" />
        </div>
      ) : null}
    </Section>
  );
}
