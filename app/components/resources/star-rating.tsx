import { Star } from "lucide-react";

const SCALE = 5;

function Stars({ className }: { className?: string }) {
  return (
    <span className={className}>
      {Array.from({ length: SCALE }, (_, index) => (
        <Star key={index} className="size-4 shrink-0" />
      ))}
    </span>
  );
}

/**
 * A rating out of five: stars filled to the exact value for the eye, and the same value
 * written out ("4.8 out of 5") for everyone.
 */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-2 text-sm">
      <span aria-hidden="true" className="relative inline-flex">
        <Stars className="flex gap-0.5 text-input [&_svg]:fill-current" />
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${(rating / SCALE) * 100}%` }}
        >
          <Stars className="flex gap-0.5 text-warning [&_svg]:fill-current" />
        </span>
      </span>
      <span className="font-semibold">
        {rating.toFixed(1)} out of {SCALE}
      </span>
    </p>
  );
}
