/** The index the build writes to /search-index.json (pipeline/postbuild/search-index.mjs). */
export interface SearchSection {
  /** The id to link to on the page; "" is the top of the page. */
  anchor: string;
  heading: string;
  text: string;
}

export interface SearchPage {
  path: string;
  title: string;
  sections: SearchSection[];
}

export interface SearchIndex {
  version: 1;
  pages: SearchPage[];
}

export { searchIndexPath } from "./search-index-path.js";
