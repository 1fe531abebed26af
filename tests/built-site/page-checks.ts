import { createHash } from "node:crypto";
import { withoutCurrency } from "../../app/lib/currencies.js";
import {
  localeNamed,
  localeOfPath,
  locales,
  pathInLocale,
  pathWithoutLocale,
} from "../../app/lib/locales.js";
import { parsePage } from "../../pipeline/postbuild/parse-page.mjs";
import { describeMark, expectedHeaderMarks, markedSelectors } from "../support/header-marks";

/**
 * What a page's prerendered HTML and the server's answer for it decide, checked without a
 * browser: the status, the security headers, a CSP that covers every inline script, the
 * head's SEO tags, JSON-LD, one h1 and icons drawn in the page. The prerendered HTML is also the page a visitor
 * without JavaScript reads, so whatever holds here holds for them. Each function returns
 * problems as sentences; an empty list means the page passes.
 */

export interface ServedPage {
  /** The path asked for ("/features", or any unknown path for the not-found page). */
  route: string;
  status: number;
  /** Response headers, lower-case names. */
  headers: Record<string, string | undefined>;
  html: string;
}

export interface SiteFacts {
  /** The origin canonical and Open Graph URLs are written on ("https://flowboard.example"). */
  origin: string;
  /** The brand every title names. */
  name: string;
}

/** What a page adds to the common head tags: its social image and its schema.org types. */
export interface OwnSeo {
  image: string;
  jsonLd: string[];
}

/** A policy header as a map of directive → sources. */
export function cspDirectives(policy: string) {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = "", ...sources] = directive.split(/\s+/);
        return [name, sources] as const;
      }),
  );
}

/** A page's HTML as a document, read as the build's search index reads it. */
export { parsePage };

const executableTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The CSP source ('sha256-…') of every inline script the browser would run: the parser's
 * text of each script without `src` whose type is JavaScript (JSON-LD is data, not run).
 */
export function inlineScriptSources(document: Document) {
  return [...document.querySelectorAll("script:not([src])")]
    .filter((script) =>
      executableTypes.has((script.getAttribute("type") ?? "").trim().toLowerCase()),
    )
    .map(
      (script) =>
        `'sha256-${createHash("sha256")
          .update(script.textContent ?? "", "utf8")
          .digest("base64")}'`,
    );
}

/** The security headers every answer carries, and a page's script policy: 'self' and hashes. */
export function securityHeaderProblems({ headers }: ServedPage) {
  const problems: string[] = [];
  const expectHeader = (name: string, ok: (value: string) => boolean, wanted: string) => {
    const value = headers[name];
    if (value === undefined || !ok(value))
      problems.push(`header ${name} is ${JSON.stringify(value)}, expected ${wanted}`);
  };
  expectHeader("strict-transport-security", (v) => /max-age=\d{8}/.test(v), "max-age of 8 digits");
  expectHeader("x-content-type-options", (v) => v === "nosniff", "nosniff");
  expectHeader(
    "referrer-policy",
    (v) => v === "strict-origin-when-cross-origin",
    "strict-origin-when-cross-origin",
  );
  expectHeader("permissions-policy", (v) => v.includes("camera=()"), "camera=() among others");
  expectHeader("cross-origin-resource-policy", (v) => v === "same-origin", "same-origin");

  const policy = headers["content-security-policy"] ?? "";
  const csp = cspDirectives(policy);
  const scriptSrc = csp.get("script-src") ?? [];
  if (scriptSrc[0] !== "'self'") problems.push(`script-src does not start with 'self': ${policy}`);
  if (scriptSrc.length < 2) problems.push("script-src lists no script hash");
  for (const source of scriptSrc.slice(1))
    if (!/^'sha256-[\w+/]+=*'$/.test(source))
      problems.push(`script-src allows ${source}, which is not a hash`);
  if (/unsafe-eval/.test(policy)) problems.push("the CSP allows unsafe-eval");
  const exactly = (directive: string, value: string) => {
    if ((csp.get(directive) ?? []).join(" ") !== value)
      problems.push(`CSP ${directive} is not ${value}: ${policy}`);
  };
  exactly("object-src", "'none'");
  exactly("base-uri", "'self'");
  exactly("form-action", "'self'");
  exactly("frame-ancestors", "'none'");
  return problems;
}

/** Every inline script the page would run has its hash in the page's own CSP header. */
export function inlineScriptCspProblems(page: ServedPage, document = parsePage(page.html)) {
  const allowed = new Set(
    cspDirectives(page.headers["content-security-policy"] ?? "").get("script-src"),
  );
  return inlineScriptSources(document)
    .filter((source) => !allowed.has(source))
    .map((source) => `inline script ${source} is not in the page's CSP script-src`);
}

/** Exactly one h1: the page's title as a heading. */
export function headingProblems(document: Document) {
  const count = document.querySelectorAll("h1").length;
  return count === 1 ? [] : [`expected one h1, found ${count}`];
}

/**
 * Every icon draws its own shapes: an SVG `<use>` of another file makes the browser fetch
 * and parse a second document while the page loads (pipeline/vite/icon-sprite.mjs).
 */
export function iconProblems(document: Document) {
  const external = [...document.querySelectorAll("use")]
    .map((use) => use.getAttribute("href") ?? use.getAttribute("xlink:href") ?? "")
    .filter((href) => !href.startsWith("#"));
  return external.length
    ? [
        `${external.length} icon(s) point into another file instead of drawing their shapes: ${[...new Set(external)].join(", ")}`,
      ]
    : [];
}

/** The parsed JSON-LD blocks, or a problem for each that does not parse. */
export function jsonLdBlocks(document: Document) {
  const blocks: Record<string, unknown>[] = [];
  const problems: string[] = [];
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      blocks.push(JSON.parse(script.textContent ?? "") as Record<string, unknown>);
    } catch (error) {
      problems.push(`JSON-LD that does not parse: ${(error as Error).message}`);
    }
  }
  return { blocks, problems };
}

/**
 * The head of an indexable page: a title naming the site, a description of some length
 * repeated for Open Graph and Twitter, the canonical URL (also og:url) on the site's
 * origin, the social image, no robots block, and the JSON-LD types the page should carry
 * (the Organization on the home page, breadcrumbs two levels down, its own types).
 */
export function seoProblems(servedRoute: string, document: Document, site: SiteFacts, own: OwnSeo) {
  const problems: string[] = [];
  // A page in a chosen currency ("/de/pricing/usd") is its language's page for search
  // engines: the same canonical URL, alternates and types (docs/decisions/046).
  const route = withoutCurrency(servedRoute).path;
  const attr = (selector: string, name: string) =>
    document.querySelector(selector)?.getAttribute(name) ?? undefined;
  const expectEqual = (what: string, actual: string | undefined, expected: string) => {
    if (actual !== expected)
      problems.push(`${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  };
  // An article in another language than its page (an English post under /de, decision 048)
  // is a copy of the English page: canonical to it, and claiming no translation.
  const articleLang = document.querySelector("main article h1[lang]")?.getAttribute("lang");
  const copy = Boolean(articleLang) && articleLang !== document.documentElement.lang;
  const url = `${site.origin}${copy ? pathWithoutLocale(route) : route}`;
  if (copy && document.querySelector('link[rel="alternate"][hreflang]'))
    problems.push("an article shown in another language's page names a translation (hreflang)");
  expectEqual("canonical URL", attr('link[rel="canonical"]', "href"), url);
  expectEqual("og:url", attr('meta[property="og:url"]', "content"), url);
  const title = document.title;
  expectEqual("og:title", attr('meta[property="og:title"]', "content"), title);
  expectEqual("twitter:card", attr('meta[name="twitter:card"]', "content"), "summary_large_image");
  const description = attr('meta[name="description"]', "content") ?? "";
  // Japanese says in one character what English says in two or three.
  const shortest = localeOfPath(route) === "ja" ? 25 : 50;
  if (description.length <= shortest)
    problems.push(`description ${JSON.stringify(description)} is ${shortest} characters or fewer`);
  expectEqual("og:description", attr('meta[property="og:description"]', "content"), description);
  const image = `${site.origin}${own.image}`;
  expectEqual("og:image", attr('meta[property="og:image"]', "content"), image);
  // X reads these from the Open Graph tags; a twitter: copy that drifted from them would win.
  for (const name of ["twitter:title", "twitter:description", "twitter:image"])
    if (document.querySelector(`meta[name="${name}"]`))
      problems.push(`${name} repeats an Open Graph tag X already reads`);
  if (document.querySelector('meta[name="robots"]'))
    problems.push(`an indexable page with robots ${attr('meta[name="robots"]', "content")}`);
  // A page in another language is the English page's twin: the same types, each naming the
  // language it is in, and links to the page in every language (hreflang) plus x-default.
  const page = pathWithoutLocale(route);
  const locale = localeNamed(localeOfPath(route));
  const absolute = (path: string) => new URL(path, site.origin).toString();
  const depth = page.split("/").filter(Boolean).length;
  const expectedTypes = [
    "WebPage",
    ...(page === "/" ? ["Organization"] : depth >= 2 ? ["BreadcrumbList"] : []),
    ...own.jsonLd,
  ];
  expectEqual("<html lang>", document.documentElement.lang, locale.lang);
  expectEqual("<html dir>", document.documentElement.dir, locale.dir);
  expectEqual("og:locale", attr('meta[property="og:locale"]', "content"), locale.ogLocale);
  if (!/^\/resources\/(blog|guides)\//.test(page)) {
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
    );
    expectEqual(
      "hreflang links",
      JSON.stringify(alternates),
      JSON.stringify([
        ...locales.map((other) => `${other.lang} ${absolute(pathInLocale(page, other.code))}`),
        `x-default ${absolute(page)}`,
      ]),
    );
  }
  const { blocks, problems: unparsed } = jsonLdBlocks(document);
  problems.push(...unparsed);
  expectEqual(
    "JSON-LD types",
    JSON.stringify(blocks.map((block) => block["@type"])),
    JSON.stringify(expectedTypes),
  );
  return problems;
}

/** A page kept out of search (the not-found page, a form's answer) asks not to be indexed and names no canonical URL. */
export function noindexSeoProblems(document: Document) {
  const problems: string[] = [];
  const robots = document.querySelector('meta[name="robots"]')?.getAttribute("content");
  if (robots !== "noindex") problems.push(`robots is ${JSON.stringify(robots)}, not noindex`);
  if (document.querySelector('link[rel="canonical"]'))
    problems.push("a noindex page names a canonical URL");
  return problems;
}

/**
 * Every check of one served page, by kind, so a failure says which kind and what.
 * `expectedStatus` is 200 for a page and 404 for the not-found page; `indexable` is false
 * for the pages search engines are asked to leave out.
 */
export function servedPageProblems(
  page: ServedPage,
  {
    site,
    own,
    expectedStatus,
    indexable = expectedStatus === 200,
  }: { site: SiteFacts; own: OwnSeo; expectedStatus: number; indexable?: boolean },
  // A caller that reads more of the page passes the document it parsed: parsing a page
  // with jsdom is most of what checking it costs.
  document = parsePage(page.html),
) {
  const problems = [
    ...(page.status === expectedStatus
      ? []
      : [`answered ${page.status}, expected ${expectedStatus}`]),
    ...securityHeaderProblems(page),
    ...inlineScriptCspProblems(page, document),
    ...headingProblems(document),
    ...iconProblems(document),
    ...headerMarkProblems(page.route, document),
    ...titleProblems(document, site),
    ...browserMessageProblems(document),
    ...(!indexable ? noindexSeoProblems(document) : seoProblems(page.route, document, site, own)),
  ];
  return problems.map((problem) => `${page.route}: ${problem}`);
}

/**
 * Fields the browser would check itself (required, an email's form, a least length, a
 * pattern). A `maxlength` is not among them: the browser stops the typing there and never
 * shows a message.
 */
const BROWSER_CHECKED =
  "[required], input[type=email], input[type=url], input[type=number], [pattern], [minlength], [min], [max]";

/**
 * No browser's own message ever speaks for a form (docs/decisions/035): a form with a field
 * the browser would check says `novalidate`, so what a visitor reads is the page's own
 * message, in its language, from the server before the page's code runs and from the form's
 * check after (tests/e2e/form-messages.spec.ts).
 */
export function browserMessageProblems(document: Document) {
  return [...document.querySelectorAll("form")]
    .filter((form) => form.querySelector(BROWSER_CHECKED) && !form.hasAttribute("novalidate"))
    .map(
      (form) =>
        `the form ${JSON.stringify(form.getAttribute("action") ?? form.id)} has fields the browser checks in its own language: add novalidate`,
    );
}

/** A title names the brand exactly once, on every page, indexable or not. */
export function titleProblems(document: Document, site: SiteFacts) {
  const title = document.title;
  const times = title.split(site.name).length - 1;
  return times === 1 ? [] : [`title ${JSON.stringify(title)} names ${site.name} ${times} times`];
}

/**
 * The header marks the current page (aria-current="page") as the navigation data says, in
 * the desktop menus and in the phone drawer: in the HTML, so with and without JavaScript (a
 * hydration that changed a mark would be a console error, which fails every browser test).
 */
export function headerMarkProblems(route: string, document: Document) {
  const expected = expectedHeaderMarks(route);
  const selectors = markedSelectors(route);
  return (Object.keys(selectors) as (keyof typeof selectors)[]).flatMap((where) => {
    const marked = [...document.querySelectorAll(selectors[where])].map(describeMark);
    return JSON.stringify(marked) === JSON.stringify(expected[where])
      ? []
      : [
          `the ${where} header marks ${JSON.stringify(marked)}, expected ${JSON.stringify(expected[where])}`,
        ];
  });
}

/**
 * What an article page adds to the common tags: its own Open Graph picture, rendered at
 * build, and its schema.org type. Other pages share the site's card.
 */
export function ownSeo(localizedRoute: string): OwnSeo {
  const route = pathWithoutLocale(localizedRoute);
  const post = /^\/resources\/blog\/(?!tags\/)([a-z0-9-]+)$/.exec(route)?.[1];
  if (post) return { image: `/og/blog/${post}.png`, jsonLd: ["BlogPosting"] };
  const guide = /^\/resources\/guides\/([a-z0-9-]+)$/.exec(route)?.[1];
  if (guide) return { image: `/og/guides/${guide}.png`, jsonLd: ["Article"] };
  if (route === "/changelog") return { image: "/og/changelog.png", jsonLd: [] };
  // The plans as offers, in the currency the page shows (docs/decisions/046).
  if (withoutCurrency(route).path === "/pricing")
    return { image: "/social-card.png", jsonLd: ["Product"] };
  return { image: "/social-card.png", jsonLd: [] };
}
