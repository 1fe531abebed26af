/** The year of the build, set by pipeline/vite/build-constants.mjs. */
declare const __BUILD_YEAR__: number;

/**
 * The paths the browser's code needs of the table of pages (app/lib/page-table.js
 * `browserPagePaths`), set by pipeline/vite/build-constants.mjs.
 */
declare const __PAGE_PATHS__: {
  site: string[];
  loadingNotice: string[];
  articles: string[];
  notFound: string;
};
