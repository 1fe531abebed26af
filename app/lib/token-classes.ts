import type { Token } from "~/lib/highlight";

/**
 * The colour of each kind of code token, shared by every highlighted block on the site
 * (the API reference's samples, the code frames). One short class per kind, styled in
 * app/styles/app.css: the API reference repeats them about 1,700 times, and the utility
 * lists they stand for cost it 0.2 KB of its brotli HTML (docs/decisions/029).
 */
export const tokenClass: Record<Token["kind"], string | undefined> = {
  plain: undefined,
  comment: "tk-c",
  string: "tk-s",
  keyword: "tk-k",
  property: "tk-p",
  function: "tk-f",
  number: "tk-f",
};
