import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// The base look is the `badge` class of app/styles/controls.css; the tones stay utilities.
export const badgeVariants = cva("badge", {
  variants: {
    tone: {
      primary: "bg-primary-soft text-primary",
      accent: "bg-accent-soft text-accent",
      warning: "bg-warning-soft text-warning",
      success: "bg-success-soft text-success",
      neutral: "bg-muted text-muted-foreground",
    },
  },
  defaultVariants: { tone: "primary" },
});

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
