// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { englishLang, locales } from "../../app/lib/locales.js";
import { type ServedPage, servedPageProblems } from "./page-checks";

/**
 * The Node checks of a built page fail on the defects they exist to catch: each test
 * plants one in a page that otherwise passes.
 */

const site = { origin: "https://site.test", name: "Flowboard" };
const own = { image: "/social-card.png", jsonLd: [] };
const themeScript = "document.documentElement.dataset.theme='light'";
const hash = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** /about's header: its direct link marked in the desktop navigation and in the drawer. */
const aboutHeader = [
  '<header><nav aria-label="Main"><a href="/pricing">Pricing</a><a href="/about" aria-current="page">About</a></nav>',
  '<div id="mobile-menu"><a href="/about" aria-current="page">About</a></div></header>',
].join("");

/** A feature page's header: its menu trigger and entry marked, and the drawer's entry. */
const salesCrmHeader = [
  '<header><nav aria-label="Main"><button aria-current="page">Product</button>',
  '<a href="/features/sales-crm" aria-current="page">Sales CRM</a></nav>',
  '<div id="mobile-menu"><a href="/features/sales-crm" aria-current="page">Sales CRM</a></div></header>',
].join("");

function page({
  route = "/about",
  header = aboutHeader,
  head = "",
  body = "<h1>About Flowboard</h1><p>Text.</p>",
  scripts = [themeScript],
  policyHashes = scripts.map(hash),
  status = 200,
  headers = {},
}: {
  route?: string;
  header?: string;
  head?: string;
  body?: string;
  scripts?: string[];
  policyHashes?: string[];
  status?: number;
  headers?: Record<string, string | undefined>;
} = {}): ServedPage {
  const description = "Who builds Flowboard, where the team works and what it values most.";
  const url = `${site.origin}${route}`;
  const tags =
    head ||
    [
      `<title>About | Flowboard</title>`,
      `<meta name="description" content="${description}">`,
      `<link rel="canonical" href="${url}">`,
      `<meta property="og:url" content="${url}">`,
      `<meta property="og:title" content="About | Flowboard">`,
      `<meta property="og:description" content="${description}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
      `<meta property="og:image" content="${site.origin}/social-card.png">`,
      `<meta property="og:locale" content="en_US">`,
      ...locales.map(
        ({ lang, prefix }) =>
          `<link rel="alternate" hreflang="${lang}" href="${site.origin}${prefix}${route}">`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${url}">`,
      `<script type="application/ld+json">{"@type":"WebPage"}</script>`,
    ].join("");
  const inline = scripts.map((text) => `<script>${text}</script>`).join("");
  return {
    route,
    status,
    html: `<!DOCTYPE html><html lang="${englishLang}" dir="ltr"><head>${tags}${inline}</head><body>${header}<main>${body}</main></body></html>`,
    headers: {
      "content-security-policy": `default-src 'self'; script-src 'self' ${policyHashes.join(" ")}; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
      "strict-transport-security": "max-age=63072000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": "camera=(), microphone=()",
      "cross-origin-resource-policy": "same-origin",
      ...headers,
    },
  };
}

const problems = (served: ServedPage, expectedStatus = 200) =>
  servedPageProblems(served, { site, own, expectedStatus });

describe("checks of a built page", () => {
  test("a sound page passes", () => {
    expect(problems(page())).toEqual([]);
  });

  test("a page with no h1, or two, fails", () => {
    expect(problems(page({ body: "<h2>About</h2>" }))).toEqual([
      "/about: expected one h1, found 0",
    ]);
    expect(problems(page({ body: "<h1>A</h1><h1>B</h1>" }))).toEqual([
      "/about: expected one h1, found 2",
    ]);
  });

  test("a header that marks no page, or the wrong one, fails", () => {
    const unmarked = aboutHeader.replaceAll(' aria-current="page"', "");
    expect(problems(page({ header: unmarked }))).toEqual([
      '/about: the desktop header marks [], expected ["link /about"]',
      '/about: the drawer header marks [], expected ["link /about"]',
    ]);
    const pricingMarked = aboutHeader.replace(
      '<a href="/pricing">',
      '<a href="/pricing" aria-current="page">',
    );
    expect(problems(page({ header: pricingMarked }))).toEqual([
      '/about: the desktop header marks ["link /pricing","link /about"], expected ["link /about"]',
    ]);
  });

  test("a form whose fields the browser would check, and that leaves it to the browser, fails", () => {
    const field = '<label for="e">Email</label><input id="e" type="email" required name="email">';
    const own = `<h1>About</h1><form novalidate action="/newsletter" method="post">${field}</form>`;
    const browsers = `<h1>About</h1><form action="/newsletter" method="post">${field}</form>`;
    const limited =
      '<h1>About</h1><form><label for="n">Name</label><input id="n" maxlength="80"></form>';
    expect(problems(page({ body: own }))).toEqual([]);
    expect(problems(page({ body: limited }))).toEqual([]);
    expect(problems(page({ body: browsers }))).toEqual([
      '/about: the form "/newsletter" has fields the browser checks in its own language: add novalidate',
    ]);
  });

  test("an icon that points into a sprite file fails; one that draws its shapes passes", () => {
    const drawn = '<svg aria-hidden="true"><path d="M20 6 9 17l-5-5"></path></svg>';
    const sprite = '<svg aria-hidden="true"><use href="/assets/icons-abc.svg#check"></use></svg>';
    const local = '<svg aria-hidden="true"><use href="#check"></use></svg>';
    expect(problems(page({ body: `<h1>About</h1>${drawn}${local}` }))).toEqual([]);
    expect(problems(page({ body: `<h1>About</h1>${sprite}${sprite}` }))).toEqual([
      "/about: 2 icon(s) point into another file instead of drawing their shapes: /assets/icons-abc.svg#check",
    ]);
  });

  test("an inline script whose hash is not in the page's CSP fails", () => {
    const added = "window.tracking = true";
    expect(
      problems(page({ scripts: [themeScript, added], policyHashes: [hash(themeScript)] })),
    ).toEqual([`/about: inline script ${hash(added)} is not in the page's CSP script-src`]);
    // JSON-LD is data the browser does not run, so it needs no hash.
    const jsonLd = '<script type="application/ld+json">{"@type":"Thing"}</script>';
    expect(problems(page({ head: jsonLd })).some((p) => p.includes("inline script"))).toBe(false);
  });

  test("a policy that allows unsafe-inline or lacks a header fails", () => {
    expect(
      problems(
        page({
          headers: {
            "content-security-policy": "script-src 'self' 'unsafe-inline'",
            "x-content-type-options": undefined,
          },
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        "/about: header x-content-type-options is undefined, expected nosniff",
        "/about: script-src allows 'unsafe-inline', which is not a hash",
        expect.stringMatching(/^\/about: CSP frame-ancestors is not 'none'/),
      ]),
    );
  });

  test("a page with no canonical URL, or another page's, fails", () => {
    const served = page();
    const without = { ...served, html: served.html.replace(/<link rel="canonical"[^>]*>/, "") };
    expect(problems(without)).toEqual([
      '/about: canonical URL is undefined, expected "https://site.test/about"',
    ]);
    const elsewhere = { ...served, html: served.html.replace('about">', 'pricing">') };
    expect(problems(elsewhere)).toContain(
      '/about: canonical URL is "https://site.test/pricing", expected "https://site.test/about"',
    );
  });

  test("a title without the brand, a short description or a wrong social image fails", () => {
    const served = page();
    const html = served.html
      .replaceAll("About | Flowboard", "About")
      .replace(
        /<meta name="description" content="[^"]*">/,
        '<meta name="description" content="Short.">',
      )
      .replace('og:image" content="https://site.test/social-card.png', 'og:image" content="/x.png');
    expect(problems({ ...served, html })).toEqual(
      expect.arrayContaining([
        '/about: title "About" names Flowboard 0 times',
        '/about: description "Short." is 50 characters or fewer',
        '/about: og:image is "/x.png", expected "https://site.test/social-card.png"',
      ]),
    );
  });

  test("a title that names the brand twice fails, on a page kept out of search too", () => {
    const served = page();
    const html = served.html.replaceAll("About | Flowboard", "Flowboard About | Flowboard");
    expect(problems({ ...served, html })).toContain(
      '/about: title "Flowboard About | Flowboard" names Flowboard 2 times',
    );
    expect(
      servedPageProblems({ ...served, html }, { site, own, expectedStatus: 200, indexable: false }),
    ).toContain('/about: title "Flowboard About | Flowboard" names Flowboard 2 times');
  });

  test("JSON-LD that does not parse, or the wrong types, fails", () => {
    const served = page();
    const html = served.html.replace(
      "</head>",
      '<script type="application/ld+json">{"@type": </script></head>',
    );
    expect(problems({ ...served, html })).toEqual([
      expect.stringMatching(/^\/about: JSON-LD that does not parse/),
    ]);
    const deep = page({ route: "/features/sales-crm", header: salesCrmHeader });
    const fixed = { ...deep, html: deep.html.replaceAll("/about", "/features/sales-crm") };
    expect(problems(fixed)).toEqual([
      '/features/sales-crm: JSON-LD types is "[\\"WebPage\\"]", expected "[\\"WebPage\\",\\"BreadcrumbList\\"]"',
    ]);
  });

  test("a wrong status fails, and the not-found page must be noindex without a canonical URL", () => {
    expect(problems(page({ status: 404 }))).toEqual(["/about: answered 404, expected 200"]);
    expect(problems(page({ status: 404 }), 404)).toEqual([
      "/about: robots is undefined, not noindex",
      "/about: a noindex page names a canonical URL",
    ]);
  });
});

test("a page in another language that says it is English, or names no other language, fails", () => {
  const german = page({ route: "/de/about" });
  const stripped = {
    ...german,
    html: german.html.replace(/<link rel="alternate"[^>]*>/g, ""),
  };
  expect(
    servedPageProblems(stripped, { site, own, expectedStatus: 200 }).filter((problem) =>
      /lang|locale|hreflang/.test(problem),
    ),
  ).toEqual([
    `/de/about: <html lang> is "${englishLang}", expected "de"`,
    '/de/about: og:locale is "en_US", expected "de_DE"',
    `/de/about: hreflang links is "[]", expected "[\\"${englishLang} https://site.test/about\\",\\"de https://site.test/de/about\\",\\"ja https://site.test/ja/about\\",\\"he https://site.test/he/about\\",\\"x-default https://site.test/about\\"]"`,
  ]);
});
