import { Icon } from "~/components/icon";
import { prefersReducedMotion } from "~/lib/motion";
import { SHOWN_PAST_ATTRIBUTE } from "~/lib/page-loader/declarations";
import { m } from "~/paraglide/messages.js";

/** Spec 2.3 and 9: shown only while the page is scrolled more than 300 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

/**
 * Always in the page, shown past the threshold: the page loader marks it from the scroll
 * position itself, from the first scroll and before the framework has loaded
 * (`data-shown-past`, app/lib/page-loader). A press before the page is interactive is held
 * and replayed (`data-hydrate-hold`). Without JavaScript it stays hidden: it would do nothing.
 */
export function BackToTop() {
  return (
    <button
      type="button"
      aria-label={m.back_to_top()}
      data-hydrate-hold=""
      {...{ [SHOWN_PAST_ATTRIBUTE]: BACK_TO_TOP_THRESHOLD_PX }}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" })
      }
      className="back-to-top fixed"
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  );
}
