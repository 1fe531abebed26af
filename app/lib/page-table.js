// @ts-check
import { currencies, pricedPath } from "./currencies.js";
import { pathInLocale, prefixedLocales } from "./locales.js";
import { routeMatching } from "./path-match.js";

/**
 * Every page of the site, once. The route table (app/routes.ts), the site's path lists
 * (site-paths.ts), the articles' URLs (`articlePath`), the budgets' list-page mapping and
 * the end-to-end tests' page lists are all read from here, so adding, moving or retiring a
 * page is one line. Plain JavaScript with type comments, because the server and the
 * command-line tools, which Node runs without a compiler, read it too. The browser's code
 * never imports it (its module names would cost every page bytes): the build hands the app
 * the few lists it needs (`browserPagePaths`, read by site-paths.ts).
 *
 * Order matters twice: within a group it is the order the header menus and the features
 * grid show the pages (the tests hold the navigation to it), and React Router matches the
 * static routes before the parameterised ones whatever the order.
 */

/**
 * Where a page belongs, as a visitor meets it:
 * - `product`, `solutions`, `resources`: the header's three menus;
 * - `company`, `legal`, `site`: the footer and the rest of the site's public pages;
 * - `form`: where a form lands (kept out of search indexes);
 * - `notice`: a step of the newsletter or data-rights flow, reached from a mail or a form
 *   (kept out of search indexes).
 * @typedef {"site" | "product" | "solutions" | "resources" | "company" | "legal" | "form" | "notice"} PageGroup
 */

/**
 * @typedef {object} Page
 * @property {string} path The path, without a trailing slash.
 * @property {string} module The route module, relative to app/.
 * @property {PageGroup} group
 * @property {string} [id] A route id, when one module serves several paths.
 * @property {true} [showsLoadingNotice] Its code is fetched only when a visitor goes there, so
 *   the app says "Loading..." on the way (the specification's on-demand pages).
 * @property {true} [showsPrices] It shows plans' prices: it is also prerendered in each
 *   currency under its path plus the currency's segment (app/lib/currencies.js), a plain link
 *   of its currency choice, canonical to the page itself (docs/decisions/046).
 */

/**
 * @typedef {object} ArticlePage
 * @property {string} path The path, with `:slug` or `:tag` for the part that varies.
 * @property {string} module
 * @property {"blog" | "guides" | "blog-tag"} shows What one page shows: an article of a
 *   kind, or the blog's articles under one tag.
 * @property {string} [listPage] The page that lists these articles: none of them may
 *   load more JavaScript than it does (a budget).
 */

/** @type {readonly Page[]} */
export const pages = [
  { path: "/", module: "routes/home.tsx", group: "site" },
  { path: "/features", module: "routes/features/index.tsx", group: "product" },
  {
    path: "/features/project-management",
    module: "routes/features/project-management.tsx",
    group: "product",
  },
  {
    path: "/features/workflow-automation",
    module: "routes/features/workflow-automation.tsx",
    group: "product",
  },
  { path: "/features/sales-crm", module: "routes/features/sales-crm.tsx", group: "product" },
  {
    path: "/features/team-collaboration",
    module: "routes/features/team-collaboration.tsx",
    group: "product",
  },
  {
    path: "/features/dashboards-reporting",
    module: "routes/features/dashboards-reporting.tsx",
    group: "product",
  },
  { path: "/features/integrations", module: "routes/features/integrations.tsx", group: "product" },
  {
    path: "/features/developer-tools",
    module: "routes/features/developer-tools.tsx",
    group: "product",
  },
  { path: "/solutions/enterprise", module: "routes/solutions/enterprise.tsx", group: "solutions" },
  {
    path: "/solutions/startups",
    module: "routes/solutions/startups.tsx",
    group: "solutions",
    showsLoadingNotice: true,
    showsPrices: true,
  },
  {
    path: "/solutions/enterprise/security",
    module: "routes/solutions/enterprise-security.tsx",
    group: "solutions",
  },
  { path: "/resources/blog", module: "routes/resources/blog.tsx", group: "resources" },
  { path: "/resources/guides", module: "routes/resources/guides.tsx", group: "resources" },
  { path: "/resources/templates", module: "routes/resources/templates.tsx", group: "resources" },
  { path: "/resources/webinars", module: "routes/resources/webinars.tsx", group: "resources" },
  { path: "/resources/api-docs", module: "routes/resources/api-docs.tsx", group: "resources" },
  { path: "/use-cases", module: "routes/use-cases.tsx", group: "site" },
  { path: "/startup", module: "routes/startup.tsx", group: "site", showsPrices: true },
  { path: "/pricing", module: "routes/pricing.tsx", group: "site", showsPrices: true },
  {
    path: "/demo-projects",
    module: "routes/demo-projects.tsx",
    group: "site",
    showsLoadingNotice: true,
  },
  { path: "/docs", module: "routes/docs.tsx", group: "site", showsLoadingNotice: true },
  { path: "/changelog", module: "routes/changelog.tsx", group: "site" },
  { path: "/search", module: "routes/search.tsx", group: "site" },
  { path: "/about", module: "routes/company/about.tsx", group: "company" },
  { path: "/careers", module: "routes/company/careers.tsx", group: "company" },
  { path: "/partners", module: "routes/company/partners.tsx", group: "company" },
  { path: "/customers", module: "routes/company/customers.tsx", group: "company" },
  { path: "/contact", module: "routes/company/contact.tsx", group: "company" },
  { path: "/contact/thanks", module: "routes/company/contact-thanks.tsx", group: "form" },
  // What a static copy of the site (no Node server) answers the contact form's post with.
  { path: "/contact/send", module: "routes/company/contact-not-sent.tsx", group: "form" },
  { path: "/privacy", module: "routes/legal/privacy.tsx", group: "legal" },
  { path: "/terms", module: "routes/legal/terms.tsx", group: "legal" },
  { path: "/cookies", module: "routes/legal/cookies.tsx", group: "legal" },
  ...[
    "/newsletter/check-inbox",
    "/newsletter/confirmed",
    "/newsletter/unsubscribe",
    "/newsletter/unsubscribed",
    "/privacy/request-sent",
    "/privacy/erase",
    "/privacy/erased",
    "/link-expired",
    "/request-not-sent",
  ].map((path) => ({
    path,
    module: "routes/notice.tsx",
    id: `notice-${path.split("/").at(-1)}`,
    group: /** @type {const} */ ("notice"),
  })),
];

/**
 * The same pages in the other languages (app/lib/locales.js): /de/pricing is /pricing in
 * German, on the same route module, which reads its language from the path. The articles
 * (posts, guides, tag pages) stay English and are not repeated; their lists are.
 * @type {readonly (Page & { locale: import("./locales.js").LocaleCode, englishPath: string })[]}
 */
export const localizedPages = prefixedLocales.flatMap((locale) =>
  pages.map((page) => ({
    ...page,
    path: pathInLocale(page.path, locale.code),
    id: `${locale.code}:${page.id ?? page.path}`,
    locale: locale.code,
    englishPath: page.path,
  })),
);

/** One page per Markdown article and per tag in use (the build lists them). */
/** @type {readonly ArticlePage[]} */
export const articlePages = [
  {
    path: "/resources/blog/:slug",
    module: "routes/resources/blog-post.tsx",
    shows: "blog",
    listPage: "/resources/blog",
  },
  { path: "/resources/blog/tags/:tag", module: "routes/resources/blog-tag.tsx", shows: "blog-tag" },
  {
    path: "/resources/guides/:slug",
    module: "routes/resources/guide.tsx",
    shows: "guides",
    listPage: "/resources/guides",
  },
];

/**
 * The article pages under each other language's prefix (/de/resources/blog/:slug), on the
 * same route modules, which read the language from the path: an article not translated
 * into the language is the English article inside that language's page, marked as English
 * and canonical to its English URL; a translated one is its own page (docs/decisions/048).
 * @type {readonly (ArticlePage & { id: string, locale: import("./locales.js").LocaleCode, englishPath: string })[]}
 */
export const localizedArticlePages = prefixedLocales.flatMap((locale) =>
  articlePages.map((page) => ({
    ...page,
    path: pathInLocale(page.path, locale.code),
    id: `${locale.code}:${page.path}`,
    ...(page.listPage ? { listPage: pathInLocale(page.listPage, locale.code) } : {}),
    locale: locale.code,
    englishPath: page.path,
  })),
);

/** The article pages of every language: English's, then each prefix's. */
export const everyArticlePage = [...articlePages, ...localizedArticlePages];

/**
 * The path of the article page that shows `value`: `articlePath("blog", "my-post")` is
 * "/resources/blog/my-post", `articlePath("blog-tag", "api")` the blog's tag page.
 * @param {ArticlePage["shows"]} shows
 * @param {string} value A slug or a tag.
 */
export function articlePath(shows, value) {
  const page = articlePages.find((entry) => entry.shows === shows);
  if (!page) throw new Error(`No article page shows ${shows}`);
  return page.path.replace(/:\w+$/, value);
}

/** The changelog's page: its entries have no pages of their own, each is a part of it. */
export const changelogPath = /** @type {Page} */ (
  pages.find((page) => page.module === "routes/changelog.tsx")
).path;

/**
 * The team's inbox, behind a login and never part of a public page's code. The login page
 * works without JavaScript; the frame and its pages render in the browser from the JSON
 * routes under /admin/api, so of the frame only its first page is prerendered, as the shell
 * the server sends for every other /admin path.
 */
export const adminPages = {
  login: { path: "/admin/login", module: "routes/admin/admin-login.tsx" },
  frame: { path: "/admin", module: "routes/admin/admin-layout.tsx" },
  /** The frame's own page (the inbox), and the pages inside it. */
  frameIndex: { path: "/admin", module: "routes/admin/admin-leads.tsx" },
  inside: [
    { path: "/admin/leads/:id", module: "routes/admin/admin-lead.tsx" },
    { path: "/admin/subscribers", module: "routes/admin/admin-subscribers.tsx" },
    { path: "/admin/erasure", module: "routes/admin/admin-erasure.tsx" },
    { path: "/admin/vitals", module: "routes/admin/admin-vitals.tsx" },
  ],
};

/** The page for paths the site does not have; prerendered here, served as 404.html. */
export const notFoundPage = { path: "/404", module: "routes/not-found.tsx" };

/** The not-found page of each language: /de/404 becomes de/404.html. */
export const notFoundPaths = [
  notFoundPage.path,
  ...prefixedLocales.map((locale) => pathInLocale(notFoundPage.path, locale.code)),
];

/** The paths of the pages in `group`, in the table's order. @param {PageGroup} group */
export const pathsOf = (group) =>
  pages.filter((page) => page.group === group).map((page) => page.path);

/** Every path of the site that is one page (not the article routes, not the admin's). */
export const sitePaths = pages.map((page) => page.path);

/**
 * The steps of the newsletter and data-rights flows (app/content/notices.ts gives each its
 * text): reached from a mail or a form, never from a search engine.
 */
export const noticePaths = pathsOf("notice");

/** Pages kept out of search indexes and the sitemap: where forms land, and the notices. */
export const noindexPaths = [...pathsOf("form"), ...noticePaths];

/** Pages whose code is fetched only when a visitor goes there: the app says "Loading...". */
export const loadingNoticePaths = pages
  .filter((page) => page.showsLoadingNotice)
  .map((page) => page.path);

/**
 * The pages that show prices, as the build prerenders them: each ("/de/pricing"), whose route
 * takes a currency and so is not among the static ones, and each in every currency
 * ("/de/pricing/usd"). Those are not pages of their own: canonical to the page without the
 * segment, they are neither in the sitemap nor in the search index.
 */
export const pricedPaths = [...pages, ...localizedPages]
  .filter((page) => page.showsPrices)
  .flatMap((page) => [page.path, ...currencies.map((code) => pricedPath(page.path, code))]);

/** The routes with a parameter ("/resources/blog/:slug", "/de/resources/blog/:slug"). */
export const parameterisedRoutes = everyArticlePage.map((page) => page.path);

/**
 * The parameterised route a path belongs to, if any ("/resources/blog/x": "/resources/blog/:slug").
 * @param {string} pathname
 */
export const parameterisedRouteOf = (pathname) => routeMatching(parameterisedRoutes, pathname);

/** The team's inbox: every path its routes serve, and the two the build prerenders. */
export const adminPaths = [
  adminPages.login.path,
  adminPages.frame.path,
  ...adminPages.inside.map((page) => page.path),
];
export const adminPrerenderPaths = [adminPages.login.path, adminPages.frame.path];

/**
 * What the browser's code needs of the table, handed to it at build as the constant
 * `__PAGE_PATHS__` (vite.config.ts and vitest.config.ts `define` it).
 */
export const browserPagePaths = {
  site: sitePaths,
  loadingNotice: loadingNoticePaths,
  // English's patterns: the browser reads a prefixed path without its prefix (site-paths.ts).
  articles: articlePages.map((page) => page.path),
  notFound: notFoundPage.path,
};
