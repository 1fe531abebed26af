import { Icon } from "~/components/icon";
import { useScrollThreshold } from "~/hooks/use-scroll-threshold";
import { prefersReducedMotion } from "~/lib/motion";

/** Spec 2.3 and 9: shown only while the page is scrolled more than 300 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

export function BackToTop() {
  const visible = useScrollThreshold(BACK_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" })
      }
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover"
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  );
}
