import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A form label. A native <label> does everything a visitor needs (naming the field,
 * focusing it on a click); Radix's Label adds only a guard against selecting its text on
 * a double click, at about 2 KB gzip on the contact page.
 */
export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control.
  return <label className={cn("text-sm font-medium", className)} {...props} />;
}
