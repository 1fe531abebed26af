import type { MetaDescriptor } from "react-router";

/**
 * The meta export of a route whose loader built its tags at prerender (the article pages):
 * `export const meta = loaderMeta`. Apart from meta.ts, which every page loads in the
 * "common" chunk: only the article pages and their lists need it.
 */
export function loaderMeta({ loaderData }: { loaderData?: { meta: MetaDescriptor[] } }) {
  return loaderData?.meta ?? [];
}
