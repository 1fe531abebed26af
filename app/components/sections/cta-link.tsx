import type { VariantProps } from "class-variance-authority";
import { Button, type buttonVariants } from "~/components/ui/button";
import { Link } from "~/components/ui/site-link";
import type { Cta } from "~/content/schemas";

/**
 * A call-to-action link drawn as a button. Same-page anchors stay plain links so the
 * browser scrolls to them; site paths use client-side navigation.
 */
export function CtaLink({
  cta,
  variant,
  size = "lg",
  className,
  goal,
}: {
  cta: Cta;
  className?: string;
  /** The visit analytics' goal a press counts (`data-goal`, app/lib/analytics). */
  goal?: string;
} & VariantProps<typeof buttonVariants>) {
  return (
    <Button asChild variant={variant} size={size} className={className} data-goal={goal}>
      {cta.href.startsWith("#") ? (
        <a href={cta.href}>{cta.label}</a>
      ) : (
        <Link to={cta.href}>{cta.label}</Link>
      )}
    </Button>
  );
}
