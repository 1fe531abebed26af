// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSearchIndex, indexPage } from "./search-index.mjs";

const html = (title, main) =>
  `<!DOCTYPE html><html><head><title>${title}</title><meta property="og:site_name" content="Flowboard"/></head><body><header><a href="/">Menu link</a></header><main id="main">${main}</main><footer>Footer text</footer></body></html>`;

describe("search index of a page", () => {
  const page = indexPage(
    html(
      "API Docs | Flowboard",
      `<section><p>API Docs</p><h1 id="page-title">Flowboard REST API</h1><p>Read and change projects.</p></section>
       <section id="endpoints"><h2 id="endpoints-heading">Endpoints</h2><ul><li><span>GET</span><code>/api/v1/projects</code><p>List the projects.</p></li></ul>
         <div role="img" aria-label="A board with three columns"><span>To Do</span></div>
         <h3>Rate limits</h3><p>100 requests a minute, <strong>per key</strong>.</p></section>
       <script>ignored()</script><div aria-hidden="true">Hidden text</div>
       <h2 id="auth">Authentication</h2><p>Send a <em>Bearer</em> token &amp; more.</p>`,
    ),
    "/resources/api-docs",
  );

  it("names the page by its title without the site name", () => {
    expect(page).toMatchObject({ path: "/resources/api-docs", title: "API Docs" });
  });

  it("cuts the page at its headings, each linked by its own id or its section's", () => {
    expect(page.sections.map((s) => [s.anchor, s.heading])).toEqual([
      ["", "Flowboard REST API"],
      ["endpoints-heading", "Endpoints"],
      ["endpoints", "Rate limits"],
      ["auth", "Authentication"],
    ]);
  });

  it("keeps the words a visitor reads, spaced, and leaves out scripts, hidden parts and chrome", () => {
    const text = page.sections.map((s) => s.text).join(" | ");
    expect(page.sections[0]?.text).toBe("API Docs Read and change projects.");
    expect(page.sections[1]?.text).toBe(
      "GET /api/v1/projects List the projects. A board with three columns",
    );
    expect(page.sections[2]?.text).toBe("100 requests a minute, per key.");
    expect(page.sections[3]?.text).toBe("Send a Bearer token & more.");
    for (const absent of ["ignored", "Hidden text", "Menu link", "Footer text", "To Do"])
      expect(text).not.toContain(absent);
  });

  it("calls the home page Home", () => {
    expect(indexPage(html("Flowboard | The Work OS", "<h1>Hi</h1>"), "/").title).toBe("Home");
  });
});

describe("search index of the build", () => {
  it("holds every built page but /search and noindex pages, home first, found without any list", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "search-index-"));
    try {
      const pages = {
        "index.html": html("Flowboard | Work OS", "<h1>Home</h1>"),
        "zeta/index.html": html("Zeta | Flowboard", "<h1>Zeta</h1><p>Last.</p>"),
        "alpha/new-article/index.html": html("New article | Flowboard", "<h1>Fresh</h1>"),
        "search/index.html": html("Search | Flowboard", "<h1>Search</h1>"),
        "newsletter/confirmed/index.html": html(
          "Confirmed | Flowboard",
          "<h1>You are subscribed</h1>",
        ).replace("<head>", '<head><meta name="robots" content="noindex"/>'),
      };
      for (const [file, content] of Object.entries(pages)) {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), content);
      }
      const index = await buildSearchIndex(root);
      expect(index.version).toBe(1);
      expect(index.pages.map((p) => p.path)).toEqual(["/", "/alpha/new-article", "/zeta"]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("an article in another language than its page (decision 048)", () => {
  const copy = (lang) =>
    indexPage(
      html(
        "A post | Flowboard",
        `<article><h1 lang="${lang}">A post</h1><p lang="${lang}">What the post says, in short.</p>
         <h2>First section</h2><p>The whole text.</p></article>`,
      ).replace("<html>", '<html lang="de">'),
      "/de/resources/blog/a-post",
    );

  it("is found by its title and summary, marked with its language", () => {
    expect(copy("en-US")).toMatchObject({
      lang: "en-US",
      sections: [{ heading: "A post", text: "What the post says, in short." }],
    });
  });

  it("a translation is indexed whole, as any page", () => {
    const translated = copy("de");
    expect(translated.lang).toBeUndefined();
    expect(translated.sections.map((section) => section.heading)).toEqual([
      "A post",
      "First section",
    ]);
  });
});
