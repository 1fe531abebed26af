import type { ReactNode } from "react";

interface HeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  actions?: ReactNode;
  /** The picture beside the copy (a mock-up); the hero is single-column without it. */
  visual?: ReactNode;
  /**
   * "side" puts the picture beside the copy on wide screens; "below" centres the copy and
   * gives the picture the full content width, for mock-ups that need room (a pipeline).
   */
  visualPlacement?: "side" | "below";
}

const singleColumn = "mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8";

/** The page's opening band: the one h1 of the page, its lead and main actions. */
export function Hero({
  eyebrow,
  title,
  lead,
  actions,
  visual,
  visualPlacement = "side",
}: HeroProps) {
  const side = Boolean(visual) && visualPlacement === "side";
  const copy = (
    <div className={visual && !side ? singleColumn : undefined}>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h1
        id="page-title"
        className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
      >
        {title}
      </h1>
      <p className="mt-6 text-lg text-pretty text-muted-foreground sm:text-xl">{lead}</p>
      {actions ? (
        <div
          className={
            side ? "mt-8 flex flex-wrap gap-3" : "mt-8 flex flex-wrap justify-center gap-3"
          }
        >
          {actions}
        </div>
      ) : null}
    </div>
  );
  return (
    <section
      aria-labelledby="page-title"
      className="overflow-hidden bg-gradient-to-b from-primary-soft to-background"
    >
      {side ? (
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
          {copy}
          <div className="min-w-0">{visual}</div>
        </div>
      ) : visual ? (
        <>
          {copy}
          <div className="mx-auto -mt-6 max-w-6xl px-4 pb-16 sm:-mt-10 sm:px-6 sm:pb-20 lg:px-8">
            {visual}
          </div>
        </>
      ) : (
        <div className={singleColumn}>{copy}</div>
      )}
    </section>
  );
}
