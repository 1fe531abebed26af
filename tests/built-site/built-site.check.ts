import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { site } from "../../app/content/site";
import { withoutCurrency } from "../../app/lib/currencies.js";
import { localeOfPath, locales, pathWithoutLocale } from "../../app/lib/locales.js";
import { noindexPaths, pricedPaths, sitePaths } from "../../app/lib/page-table.js";
import { checkSite, describeProblems } from "../../scripts/dead-links.mjs";
import { buildServer } from "../../server/app.mjs";
import { buildRoot, clientRootOf } from "../../server/build-paths.mjs";
import { listPages } from "../../server/pages.mjs";
import { headerDisagreements } from "../support/header-agreement.mjs";
import { siteContent } from "../support/site-content";
import { interactiveInventory, undeclared } from "./interactive-inventory";
import {
  jsonLdBlocks,
  ownSeo,
  parsePage,
  type ServedPage,
  servedPageProblems,
} from "./page-checks";

/**
 * Every page of the build, served by the production server over a real socket and checked
 * in Node (page-checks.ts): no browser is needed for what the HTML and the answer decide.
 * The route list is read from build/client, so a new prerendered page is checked the
 * moment the build writes it. `npm run test:built-site`, after `npm run build`.
 */

const buildDir = path.resolve(process.env.BUILD_DIR ?? buildRoot);
const clientDir = clientRootOf(buildDir);
if (!existsSync(clientDir)) throw new Error(`No ${clientDir}: run \`npm run build\` first.`);

const NOT_FOUND = "/quality-check/no-such-page";

/** The home page's crumb in each language: the interface message, as the page writes it. */
const homeCrumb: Record<string, string> = Object.fromEntries(
  locales.map(({ code }) => [
    code,
    JSON.parse(readFileSync(new URL(`../../messages/${code}.json`, import.meta.url), "utf8"))
      .breadcrumb_home,
  ]),
);
const routes = [...listPages(clientDir).keys()].sort();

let app: ReturnType<typeof buildServer>;
let origin = "";
beforeAll(async () => {
  app = buildServer({ root: clientDir, headersFile: path.join(buildDir, "site-headers.json") });
  await app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  // fetch keeps connections alive; without this the server waits for them to time out.
  app?.server.closeAllConnections();
  await app?.close();
});

async function serve(route: string): Promise<ServedPage> {
  const response = await fetch(`${origin}${route}`, { redirect: "manual" });
  return {
    route,
    status: response.status,
    headers: Object.fromEntries(response.headers),
    html: await response.text(),
  };
}

/**
 * What each page's test read of its interactive elements, for the test of them all below:
 * each page is parsed once (jsdom's parse is most of what a page's checks cost).
 */
const inventories = new Map<string, ReturnType<typeof interactiveInventory>>();

describe("every built page, as the server answers it", () => {
  const titles = new Map<string, string>();
  const breadcrumbs = new Map<string, { name: string; item: string }[]>();
  for (const route of [...routes, NOT_FOUND]) {
    const expectedStatus = route === NOT_FOUND ? 404 : 200;
    const indexable = expectedStatus === 200 && !noindexPaths.includes(pathWithoutLocale(route));
    test(`${route}: status, security headers, CSP of its inline scripts, one h1, SEO tags, header marks`, async () => {
      const page = await serve(route);
      const document = parsePage(page.html);
      titles.set(route, document.title);
      const trail = jsonLdBlocks(document).blocks.find(
        (block) => block["@type"] === "BreadcrumbList",
      );
      if (trail) breadcrumbs.set(route, trail.itemListElement as { name: string; item: string }[]);
      inventories.set(route, interactiveInventory(document));
      expect(
        servedPageProblems(page, { site, own: ownSeo(route), expectedStatus, indexable }, document),
      ).toEqual([]);
    });
  }

  test("no two pages of one language share a title", () => {
    const routesByTitle = new Map<string, string[]>();
    for (const [route, title] of titles) {
      // A page in a chosen currency is its page, title and all (docs/decisions/046).
      if (withoutCurrency(route).currency) continue;
      const key = `${localeOfPath(route)} ${title}`;
      routesByTitle.set(key, [...(routesByTitle.get(key) ?? []), route]);
    }
    const shared = [...routesByTitle].filter(([, sharing]) => sharing.length > 1);
    expect(titles.size).toBe(routes.length + 1);
    expect(shared).toEqual([]);
  });

  test("a breadcrumb names each page above by its own title, and home in the page's language", () => {
    const problems: string[] = [];
    for (const [route, trail] of breadcrumbs) {
      const [home, ...above] = trail.slice(0, -1);
      const language = localeOfPath(route);
      if (home?.name !== homeCrumb[language])
        problems.push(`${route}: home reads ${JSON.stringify(home?.name)}`);
      for (const crumb of above) {
        const title = titles.get(new URL(crumb.item).pathname);
        const name = title?.replace(` | ${site.name}`, "");
        if (crumb.name !== name)
          problems.push(
            `${route}: ${crumb.item} reads ${JSON.stringify(crumb.name)}, not ${JSON.stringify(name)}`,
          );
      }
    }
    // Each language's feature pages and the security page are under a page of the table.
    expect(breadcrumbs.size).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  test("every social image a page names is served as a PNG", async () => {
    const images = new Set(routes.map((route) => ownSeo(route).image));
    for (const image of images) {
      const response = await fetch(`${origin}${image}`);
      expect([image, response.status, response.headers.get("content-type")]).toEqual([
        image,
        200,
        "image/png",
      ]);
    }
  });
});

test("every internal link, #anchor and asset reference of the build resolves", () => {
  const { pages, problems } = checkSite(clientDir);
  expect(pages.length).toBeGreaterThan(routes.length);
  expect(describeProblems(problems)).toEqual([]);
});

test("every interactive element of every page works before hydration: native, replayed or live", () => {
  const problems: string[] = [];
  const counts = { native: 0, replayed: 0, live: 0 };
  // Read by each page's test above, which ran first (the tests of a file run in order).
  expect(inventories.size).toBe(routes.length + 1);
  for (const [route, entries] of inventories) {
    for (const entry of entries) if (entry.how) counts[entry.how] += 1;
    problems.push(...undeclared(entries).map((problem) => `${route}: ${problem}`));
  }
  expect(problems).toEqual([]);
  // A check that found no native or replayed control would be reading nothing. (No control
  // of a public page is live on arrival: the demo board's are held until it is.)
  expect(counts.native > 0 && counts.replayed > 0, JSON.stringify(counts)).toBe(true);
});

/**
 * Pages whose main content is text and links, and the only buttons each may have (the live
 * board's, whose controls demo-board.spec.ts works, aside): a button that leads nowhere or
 * a link to no page would be a dead control (docs/spec/site-spec.md §4).
 */
const CONTROLS_OF_MAIN: [route: string, buttons: string[], outside?: string][] = [
  ["/about", []],
  ["/careers", []],
  ["/partners", []],
  ["/customers", []],
  // The form's one button, labelled in content/pages/contact.json.
  ["/contact", [siteContent("pages/contact.json").form.submit]],
  ["/use-cases", []],
  ["/startup", []],
  ["/solutions/startups", []],
  ["/solutions/enterprise", []],
  ["/solutions/enterprise/security", []],
  ["/demo-projects", [], "#live-board"],
  ["/docs", ["Copy the create a task example"]],
];
/** Where a link in a page's main content may lead: a page of the site a visitor can open. */
const linkablePaths = new Set([
  ...sitePaths.filter((path) => !noindexPaths.includes(path)),
  // the currency choice's links: the page in each currency (docs/decisions/046)
  ...pricedPaths,
]);

describe("no dead controls: main's links lead somewhere and its only buttons are named", () => {
  for (const [route, buttons, outside] of CONTROLS_OF_MAIN)
    test(`${route}: ${buttons.length ? buttons.join(", ") : "no buttons"}`, async () => {
      const main = parsePage((await serve(route)).html).querySelector("main");
      const hrefs = [...(main?.querySelectorAll("a[href]") ?? [])].map(
        (anchor) => anchor.getAttribute("href") ?? "",
      );
      expect(hrefs.length).toBeGreaterThan(0);
      const deadLinks = hrefs.filter((href) => {
        if (href.startsWith("#")) return main?.ownerDocument.getElementById(href.slice(1)) === null;
        if (/^(mailto|tel):/.test(href)) return false;
        return !linkablePaths.has(new URL(href, site.origin).pathname);
      });
      expect(deadLinks, "links to no page or section").toEqual([]);
      const names = [...(main?.querySelectorAll("button, [role=button]") ?? [])]
        .filter((button) => !(outside && button.closest(outside)))
        .map((button) => (button.getAttribute("aria-label") ?? button.textContent ?? "").trim());
      expect(names).toEqual(buttons);
    });
});

test("the home page describes the Organization in JSON-LD", async () => {
  const { blocks } = jsonLdBlocks(parsePage((await serve("/")).html));
  expect(blocks.find((block) => block["@type"] === "Organization")).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: `${site.origin}/`,
    logo: `${site.origin}/logo.png`,
    foundingDate: String(site.foundedYear),
  });
});

test("sitemap.xml lists every page but the not-found and noindex pages, and robots.txt points to it", async () => {
  const sitemap = await fetch(`${origin}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  expect(sitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // An English article under another language's prefix is a copy of the English page
  // (decision 048): the sitemap lists the English URL, once; a translation is listed.
  const copyOfEnglish = (route: string) => {
    const locale = localeOfPath(route);
    const article = /^\/resources\/(blog|guides)\/([a-z0-9-]+)$/.exec(pathWithoutLocale(route));
    return (
      locale !== "en" &&
      article !== null &&
      !existsSync(`content/translations/${locale}/articles/${article[1]}/${article[2]}.md`)
    );
  };
  expect(urls.sort()).toEqual(
    routes
      .filter((route) => !noindexPaths.includes(pathWithoutLocale(route)))
      .filter((route) => !copyOfEnglish(route))
      // A page in a chosen currency is listed as its page (docs/decisions/046).
      .filter((route) => withoutCurrency(route).currency === undefined)
      .map((route) => `${site.origin}${route}`)
      .sort(),
  );
  const robots = await fetch(`${origin}/robots.txt`);
  expect(await robots.text()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  const logo = await fetch(`${origin}/logo.png`);
  expect(logo.headers.get("content-type")).toBe("image/png");
});

test("the server, _headers and nginx.conf agree on every page and file", async () => {
  const problems = await headerDisagreements({
    buildDir,
    get: async (urlPath: string) => {
      const response = await fetch(`${origin}${urlPath}`, { redirect: "manual" });
      await response.arrayBuffer();
      return { status: response.status, headers: Object.fromEntries(response.headers) };
    },
  });
  expect(problems).toEqual([]);
});
