/** The year of the build, set by vite.config.ts and vitest.config.ts (`define`). */
declare const __BUILD_YEAR__: number;

/** The paths the browser's code needs of the table of pages (app/lib/page-table.js `browserPagePaths`), set by vite.config.ts and vitest.config.ts (`define`). */
declare const __PAGE_PATHS__: {
  site: string[];
  loadingNotice: string[];
  articles: string[];
  notFound: string;
};
