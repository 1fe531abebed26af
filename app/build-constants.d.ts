/** The year of the build, set by vite.config.ts and vitest.config.ts (`define`). */
declare const __BUILD_YEAR__: number;
