import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A text field's look: the `text-field` class of app/styles/controls.css. */
export const fieldClass = "text-field";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClass, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, className)} {...props} />;
}
