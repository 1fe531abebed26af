import { localeOfPath } from "~/lib/locales.js";
import { type PreparedIndex, prepareIndex } from "~/lib/search/search";
import { type SearchIndex, searchIndexPath } from "~/lib/search/search-index";

let loading: Promise<PreparedIndex> | undefined;

/**
 * The search index of the language being read, fetched from this origin once per page load
 * (a page in another language is another document).
 */
export function loadSearchIndex(): Promise<PreparedIndex> {
  const url = searchIndexPath(localeOfPath(location.pathname));
  loading ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<SearchIndex>;
    })
    .then(prepareIndex);
  // A failed fetch (offline, say) is tried again on the next opening.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
