import { type PreparedIndex, prepareIndex } from "~/lib/search/search";
import { SEARCH_INDEX_URL, type SearchIndex } from "~/lib/search/search-index";

let loading: Promise<PreparedIndex> | undefined;

/** The site's search index, fetched from this origin once per page load. */
export function loadSearchIndex(): Promise<PreparedIndex> {
  loading ??= fetch(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_URL}: ${response.status}`);
      return response.json() as Promise<SearchIndex>;
    })
    .then(prepareIndex);
  // A failed fetch (offline, say) is tried again on the next opening.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
