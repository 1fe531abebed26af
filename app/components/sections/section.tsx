import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SectionProps {
  id?: string;
  /** Id of the heading that names this section for assistive tech. */
  labelledBy: string;
  tone?: "plain" | "muted";
  className?: string;
  children: ReactNode;
}

/** A full-width band with the site's content width and vertical rhythm. */
export function Section({ id, labelledBy, tone = "plain", className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(tone === "muted" && "bg-muted", className)}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  align?: "center" | "start";
}

export function SectionHeading({
  id,
  title,
  lead,
  eyebrow,
  align = "center",
}: SectionHeadingProps) {
  return (
    <div className={cn("mb-10 max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-muted-foreground">{lead}</p> : null}
    </div>
  );
}
