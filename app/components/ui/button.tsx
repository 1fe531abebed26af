import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { HOLD_ATTRIBUTE } from "~/lib/page-loader/declarations";
import { Slot } from "./slot";

// The base look is the `button` class of app/styles/controls.css; the variants stay utilities.
export const buttonVariants = cva("button", {
  variants: {
    variant: {
      primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
      outline: "border border-input bg-background text-foreground hover:bg-muted",
      ghost: "text-foreground hover:bg-muted",
      inverted: "bg-background text-primary hover:bg-primary-soft",
      link: "text-primary underline-offset-4 hover:underline",
    },
    size: {
      sm: "h-9 px-3 text-sm",
      md: "h-11 px-5 text-sm",
      // A call to action's words can outgrow a phone (German compounds): it wraps there.
      lg: "min-h-12 max-w-full px-6 py-2 text-center text-base max-sm:whitespace-normal",
      icon: "size-11",
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Render the child element (a Link, say) with the button's look. */
  asChild?: boolean;
}

/**
 * A button. One that answers its click in code (`onClick`) declares so for the page loader:
 * a click before the page has hydrated is held, shown as busy and replayed once it has
 * (app/lib/page-loader/declarations.ts), so a first press is never lost.
 */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  const answeredInCode = !asChild && props.onClick !== undefined;
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...(answeredInCode ? { [HOLD_ATTRIBUTE]: "" } : {})}
      {...props}
    />
  );
}
