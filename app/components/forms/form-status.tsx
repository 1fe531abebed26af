import { cn } from "~/lib/cn";
import type { PostedFormState } from "./use-posted-form";

/**
 * The form's answer, in place: always in the page (empty until there is news) so screen
 * readers announce what appears in it.
 */
export function FormStatus({ state, className }: { state: PostedFormState; className?: string }) {
  const message = state.phase === "sent" || state.phase === "failed" ? state.message : "";
  return (
    <p
      role="status"
      className={cn(
        "text-sm empty:hidden",
        state.phase === "failed" ? "text-destructive" : "text-foreground",
        className,
      )}
    >
      {message}
    </p>
  );
}
