import { StaticContent } from "~/components/static-content";
import type { Cta } from "~/content/schemas";
import { CtaLink } from "./cta-link";

interface CtaBandProps {
  id?: string;
  heading: string;
  lead: string;
  primary: Cta;
  secondary?: Cta;
  caption?: string;
}

/** The closing call to action of a page. */
export function CtaBand({ id, heading, lead, primary, secondary, caption }: CtaBandProps) {
  return (
    <section id={id} aria-labelledby="cta-heading" className="bg-primary text-primary-foreground">
      <StaticContent className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 text-lg opacity-90">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CtaLink cta={primary} variant="inverted" />
          {secondary ? (
            <CtaLink
              cta={secondary}
              variant="outline"
              className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover"
            />
          ) : null}
        </div>
        {caption ? <p className="mt-6 text-sm opacity-90">{caption}</p> : null}
      </StaticContent>
    </section>
  );
}
