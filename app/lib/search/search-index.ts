/** The index the build writes to /search-index.json (pipeline/postbuild/search-index.mjs). */
export interface SearchSection {
  /** The id to link to on the page; "" is the top of the page. */
  anchor: string;
  /** Heading and text may mark where a word starts inside a run of letters (word-start.js). */
  heading: string;
  text: string;
}

export interface SearchPage {
  path: string;
  title: string;
  /** The page's words are in this language, not the index's (an English article, decision 048). */
  lang?: string;
  sections: SearchSection[];
}

export interface SearchIndex {
  version: 1;
  pages: SearchPage[];
}

export { searchIndexPath } from "./search-index-path.js";
