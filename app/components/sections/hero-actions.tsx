import type { Cta } from "~/content/schemas";
import { CtaLink } from "./cta-link";

/**
 * A hero's two buttons. On phones each takes the full width, so they sit on two rows
 * whichever font is showing: the fallback font is wider than Inter, and a row that wraps
 * only until Inter arrives would push the whole page down when it does.
 */
export function HeroActions({ primary, secondary }: { primary: Cta; secondary: Cta }) {
  return (
    <>
      <CtaLink cta={primary} className="max-sm:w-full" />
      <CtaLink cta={secondary} variant="outline" className="max-sm:w-full" />
    </>
  );
}
