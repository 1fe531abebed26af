// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { anchors, checkSite, feedUrls, references } from "./dead-links.mjs";

let root;

function write(file, content) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

const page = (body, head = "") =>
  `<!DOCTYPE html><html><head>${head}<link rel="stylesheet" href="/assets/app.css"/></head><body>${body}</body></html>`;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "dead-links-"));
  write("assets/app.css", '@font-face{src:url("/assets/font.woff2")}');
  write("assets/font.woff2", "font");
  write("assets/app.js", "export {}");
  write("icons.svg", '<svg><symbol id="check"></symbol></svg>');
  write("404.html", page('<a href="/">Home</a> <a href="#help">Help</a> <p id="help">Help</p>'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("dead-link check", () => {
  it("accepts pages whose links, anchors and assets all resolve", () => {
    write(
      "index.html",
      page(
        '<svg><use href="/icons.svg#check"></use></svg> <a href="/about#team">Team</a> <a href="#top">Top</a> <a href="#news">News</a> <h2 id="news">News</h2> <a href="https://example.com/x">Out</a> <a href="mailto:a@example.com">Mail</a>',
        '<link rel="preload" href="/assets/font.woff2" as="font"/><script type="module">import("/assets/app.js");</script>',
      ),
    );
    write("about/index.html", page('<section id="team"></section><a href="./">Self</a>'));
    expect(checkSite(root)).toEqual({
      pages: ["/", "/about", "(not found)"],
      feeds: [],
      problems: [],
    });
  });

  it("names each page, reference and reason that does not resolve", () => {
    write(
      "index.html",
      page(
        '<a href="/missing">Gone</a> <svg><use href="/icons.svg#cross"></use></svg> <a href="/about#nobody">Nobody</a> <a href="#nowhere">Nowhere</a> <a href="#">Nothing</a> <a href="/about/">Slash</a>',
        '<script type="module">import("/assets/gone.js");</script><link rel="icon" href="/icon.svg"/>',
      ),
    );
    write("about/index.html", page(""));
    write("assets/app.css", '@font-face{src:url("/assets/other.woff2")}');
    expect(checkSite(root).problems).toEqual([
      { page: "/", ref: "/icon.svg", problem: "no such file (link reference answers 404)" },
      { page: "/assets/app.css", ref: "/assets/other.woff2", problem: "no such file (CSS url)" },
      { page: "/", ref: "/missing", problem: "no such page (answers 404)" },
      { page: "/", ref: "/icons.svg#cross", problem: 'no element with id "cross" in /icons.svg' },
      { page: "/", ref: "/about#nobody", problem: 'no element with id "nobody" on /about' },
      { page: "/", ref: "#nowhere", problem: 'no element with id "nowhere" on /' },
      { page: "/", ref: "#", problem: "empty link target" },
      { page: "/", ref: "/about/", problem: "trailing slash: /about/ redirects to /about" },
      { page: "/", ref: "/assets/gone.js", problem: "no such file (script reference answers 404)" },
    ]);
  });

  it("accepts a form posting to a server route, and no other missing form target", () => {
    write(
      "index.html",
      page('<form method="post" action="/newsletter"></form><form action="/nowhere"></form>'),
    );
    expect(checkSite(root).problems).toEqual([
      { page: "/", ref: "/nowhere", problem: "no such file (form reference answers 404)" },
    ]);
  });

  it("checks the not-found page's own anchors against itself", () => {
    write("index.html", page(""));
    write("404.html", page('<a href="#terms">Terms</a>'));
    expect(checkSite(root).problems).toEqual([
      { page: "(not found)", ref: "#terms", problem: 'no element with id "terms" on (not found)' },
    ]);
  });
});

describe("feeds and sitemap", () => {
  const origin = "https://flowboard.example";
  const home = page('<h2 id="news">News</h2>', `<link rel="canonical" href="${origin}/"/>`);

  it("checks every URL on the site's origin in RSS, Atom, JSON Feed and the sitemap", () => {
    write("index.html", home);
    write("about/index.html", page('<h2 id="team">Team</h2>'));
    write(
      "blog/rss.xml",
      `<rss><channel><link>${origin}/</link><item><link>${origin}/about</link><content:encoded><![CDATA[<a href="${origin}/about#team">x</a> <a href="${origin}/gone">y</a> <a href="https://example.com/z">z</a>]]></content:encoded></item></channel></rss>`,
    );
    write(
      "blog/atom.xml",
      `<feed><entry><link href="${origin}/about"/><content type="html">&lt;a href=&quot;${origin}/about#nobody&quot;&gt;n&lt;/a&gt;</content></entry></feed>`,
    );
    write(
      "blog/feed.json",
      JSON.stringify({
        home_page_url: `${origin}/`,
        items: [{ url: `${origin}/about`, content_html: `<a href="${origin}/#news">n</a>` }],
      }),
    );
    write("sitemap.xml", `<urlset><url><loc>${origin}/about/</loc></url></urlset>`);
    write("assets/feed.json", `{"url": "${origin}/not-checked"}`);
    const { feeds, problems } = checkSite(root);
    expect(feeds).toEqual(["/blog/atom.xml", "/blog/feed.json", "/blog/rss.xml", "/sitemap.xml"]);
    expect(problems).toEqual([
      {
        page: "/blog/atom.xml",
        ref: "/about#nobody",
        problem: 'no element with id "nobody" on /about',
      },
      { page: "/blog/rss.xml", ref: "/gone", problem: "no such page (answers 404)" },
      {
        page: "/sitemap.xml",
        ref: "/about/",
        problem: "trailing slash: /about/ redirects to /about",
      },
    ]);
  });

  it("reads a feed's URLs with entities decoded and JSON strings walked", () => {
    expect(
      feedUrls(`<link>${origin}/a?x=1&amp;y=2</link><id>${origin}</id>`, "xml", origin),
    ).toEqual(["/", "/a?x=1&y=2"]);
    expect(
      feedUrls(
        JSON.stringify({ items: [{ content_html: `<a href="${origin}/b">` }] }),
        "json",
        origin,
      ),
    ).toEqual(["/b"]);
  });
});

describe("reference and anchor extraction", () => {
  it("reads href, src and srcset attributes with entities decoded, and module imports", () => {
    const refs = references(
      '<a href="/a?x=1&amp;y=2">A</a><img src="/b.svg" srcset="/c.svg 1x, /d.svg 2x" alt=""/><script type="module">await import("/assets/e.js");</script>',
    ).map((ref) => ref.value);
    expect(refs).toEqual(["/a?x=1&y=2", "/b.svg", "/c.svg", "/d.svg", "/assets/e.js"]);
  });

  it("collects ids and anchor names", () => {
    expect([...anchors('<h2 id="one">x</h2><a name="two"></a><p data-id="no">')]).toEqual([
      "one",
      "two",
    ]);
  });
});
