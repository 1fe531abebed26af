import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-lg border bg-card p-6 text-card-foreground shadow-sm", className)}
      {...props}
    />
  );
}
