import { cn } from "~/lib/cn";

/**
 * A tick or a dash drawn in CSS (`.mark-check`, `.mark-dash` in app.css) for long lists and
 * tables of them: an SVG `<use>` of the icon sprite clones a shadow tree per instance,
 * and /pricing had 80 of them. Decorative: the text beside it, or an sr-only label, says it.
 */
export function Mark({ kind, className }: { kind: "check" | "dash"; className?: string }) {
  return <span aria-hidden="true" className={cn(`mark-${kind}`, className)} />;
}
