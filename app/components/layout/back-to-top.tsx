import { Icon } from "~/components/icon";
import { useScrollThreshold } from "~/hooks/use-scroll-threshold";
import { prefersReducedMotion } from "~/lib/motion";

/** Spec 2.3 and 9: shown only while the page is scrolled more than 300 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

/**
 * Always in the page; CSS shows it past the threshold from the scroll position itself (a
 * scroll-driven animation, `.back-to-top` in app.css), so it appears on the first scroll,
 * before any script. Where the browser has no scroll-driven animations, the hook below
 * marks the page past the threshold once it is interactive. A press before then is held and
 * replayed (`data-hydrate-hold`).
 */
export function BackToTop() {
  const past = useScrollThreshold(BACK_TO_TOP_THRESHOLD_PX);
  return (
    <button
      type="button"
      aria-label="Back to top"
      data-hydrate-hold=""
      data-past-threshold={past ? "" : undefined}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" })
      }
      className="back-to-top fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover"
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  );
}
