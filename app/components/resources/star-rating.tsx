import { useId } from "react";
import { formatCount, formatOneDecimal } from "~/lib/format-number";
import { m } from "~/paraglide/messages.js";

const SCALE = 5;
const STAR = 24;
const GAP = 4;
/** lucide's "star" outline, drawn filled here. */
const starPath =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

/** Width of the filled part: whole stars and gaps, then the fraction of the next star. */
function filledWidth(rating: number): number {
  const whole = Math.floor(rating);
  return whole * (STAR + GAP) + (rating - whole) * STAR;
}

/**
 * A rating out of five: stars filled to the exact value for the eye (a clip path, so no
 * inline style), and the same value written out ("4.8 out of 5", "4,8 von 5") for everyone.
 */
export function StarRating({ rating }: { rating: number }) {
  const clipId = useId();
  const width = SCALE * STAR + (SCALE - 1) * GAP;
  const stars = Array.from({ length: SCALE }, (_, index) => (
    <path key={index} d={starPath} transform={`translate(${index * (STAR + GAP)} 0)`} />
  ));
  return (
    <p className="flex items-center gap-2 text-sm">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={`0 0 ${width} ${STAR}`}
        height={16}
        width={(width * 16) / STAR}
        className="shrink-0"
      >
        <clipPath id={clipId}>
          <rect width={filledWidth(rating)} height={STAR} />
        </clipPath>
        <g className="fill-input">{stars}</g>
        <g className="fill-warning" clipPath={`url(#${clipId})`}>
          {stars}
        </g>
      </svg>
      <span className="font-semibold">
        {m.rating_out_of({ rating: formatOneDecimal(rating), scale: formatCount(SCALE) })}
      </span>
    </p>
  );
}
