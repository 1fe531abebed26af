import { CtaLink } from "~/components/sections/cta-link";
import { StaticContent } from "~/components/static-content";
import type { Cta } from "~/content/schemas";

/** A pointer to something the visitor can use on this site itself: a line and a button. */
export function TryItLink({ tryIt }: { tryIt: Cta & { lead: string } }) {
  return (
    <StaticContent className="mt-10 grid justify-items-center gap-4 text-center">
      <p className="max-w-2xl text-muted-foreground">{tryIt.lead}</p>
      <CtaLink cta={tryIt} variant="outline" />
    </StaticContent>
  );
}
