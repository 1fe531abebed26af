import type { Token } from "~/lib/highlight";

/** The colour of each kind of code token, shared by every highlighted block on the site. */
export const tokenClass: Record<Token["kind"], string | undefined> = {
  plain: undefined,
  comment: "text-muted-foreground italic",
  string: "text-success",
  keyword: "font-semibold text-primary",
  property: "text-accent",
  function: "text-warning",
  number: "text-warning",
};
