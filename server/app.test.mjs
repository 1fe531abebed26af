// @vitest-environment node
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../pipeline/postbuild/security-headers.mjs";
import { makeFixtureBuild } from "../tests/support/fixture-build.mjs";
import { listenLocally, rawRequest, request } from "../tests/support/raw-http.mjs";
import { buildServer, MissingBuildError } from "./app.mjs";
import { listPages } from "./pages.mjs";

const IMMUTABLE = "public, max-age=31536000, immutable";
const securityHeaderNames = [
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-resource-policy",
  "content-security-policy",
];

/** The feeds the articles plugin writes, in miniature. */
const feedFiles = {
  "resources/blog/rss.xml": '<?xml version="1.0"?><rss version="2.0"><channel/></rss>\n',
  "resources/blog/atom.xml": '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"/>\n',
  "resources/blog/feed.json": '{"version":"https://jsonfeed.org/version/1.1","items":[]}\n',
  "articles/blog/a-post.json": '{"html":"<p>Body</p>"}\n',
};

let fixture;
let app;
let port;
const file = (name) => readFileSync(path.join(fixture.clientDir, name));

beforeAll(async () => {
  fixture = await makeFixtureBuild({ extraFiles: feedFiles });
  app = buildServer({ root: fixture.clientDir });
  port = await listenLocally(app);
});

afterAll(async () => {
  await app?.close();
  await fixture?.cleanup();
});

describe("pages", () => {
  it("answers 200 with each prerendered page at its canonical path", async () => {
    const pages = listPages(fixture.clientDir);
    expect([...pages.keys()].sort()).toEqual(["/", "/features", "/features/sales-crm"]);
    for (const [route, name] of pages) {
      const response = await request(port, route);
      expect(response.status, route).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body.equals(file(name)), route).toBe(true);
    }
  });

  it('moves "/page/" to "/page" for good, keeping the query, and never off-site', async () => {
    const response = await request(port, "/features/sales-crm/?ref=nav&x=%2F%2Fevil");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/features/sales-crm?ref=nav&x=%2F%2Fevil");
    expect((await request(port, "/features/")).headers.location).toBe("/features");
    expect((await request(port, "/")).status).toBe(200);
    expect((await request(port, "/no-such-page/")).status).toBe(404);
  });

  it("answers an unknown path with the not-found page and HTTP 404", async () => {
    for (const target of ["/no-such-page", "/features/nope", "/index.html", "/404.html", "/404"]) {
      const response = await request(port, target);
      expect(response.status, target).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body.toString()).toContain("<h1>Page not found</h1>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers GET /healthz for load balancers", async () => {
    const response = await request(port, "/healthz");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body.toString()).toBe("ok\n");
  });

  it("refuses other methods with 405 and names the allowed ones", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await request(port, "/features", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
    }
  });
});

describe("files", () => {
  it("serves hashed assets for a year, immutable, and other files revalidated", async () => {
    const asset = await request(port, "/assets/entry-Xy9.js");
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe(IMMUTABLE);
    expect(asset.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(asset.body.equals(file("assets/entry-Xy9.js"))).toBe(true);
    const favicon = await request(port, "/favicon.svg");
    expect(favicon.headers["cache-control"]).toBe("no-cache");
    expect(favicon.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect((await request(port, "/")).headers["cache-control"]).toBe("no-cache");
  });

  it("serves each feed with its format's own type, and other XML and JSON as plain XML and JSON", async () => {
    const types = {
      "/resources/blog/rss.xml": "application/rss+xml; charset=utf-8",
      "/resources/blog/atom.xml": "application/atom+xml; charset=utf-8",
      "/resources/blog/feed.json": "application/feed+json; charset=utf-8",
      "/articles/blog/a-post.json": "application/json; charset=utf-8",
      "/sitemap.xml": "application/xml; charset=utf-8",
    };
    for (const [target, type] of Object.entries(types)) {
      const response = await request(port, target);
      expect(response.status, target).toBe(200);
      expect(response.headers["content-type"], target).toBe(type);
      expect(response.headers["cache-control"], target).toBe("no-cache");
      expect(response.headers["x-content-type-options"], target).toBe("nosniff");
      expect(response.headers["content-security-policy"], target).toContain("default-src 'self'");
    }
  });

  it("answers a missing asset with a plain 404, never a page", async () => {
    for (const target of ["/assets/missing-123.js", "/assets/", "/assets/a/b.css"]) {
      const response = await request(port, target);
      expect(response.status, target).toBe(404);
      expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(response.body.toString()).toBe("Not Found\n");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("never serves dotfiles, host configuration, compressed copies by name, or the build's own files", async () => {
    const notSite = [
      "/.env",
      "/.git/config",
      "/.well-known",
      "/_headers",
      "/index.html.br",
      "/assets/entry-Xy9.js.gz",
      "/assets/.secret",
      "/site-headers.json",
      "/nginx.conf",
      "/secret.txt",
    ];
    for (const target of notSite) {
      const response = await request(port, target);
      expect(response.status, target).toBe(404);
      expect(response.body.toString()).not.toMatch(/SECRET|TOKEN|"securityHeaders"|server \{/);
    }
  });
});

describe("compression", () => {
  it("sends the Brotli copy made at build, byte for byte, with Vary", async () => {
    const response = await request(port, "/features", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.raw.equals(file("features/index.html.br"))).toBe(true);
    expect(response.body.equals(file("features/index.html"))).toBe(true);
  });

  it("follows the client's preferences: gzip, identity, or q=0", async () => {
    const cases = [
      ["gzip", "gzip"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["*", "br"],
      ["identity", undefined],
      ["br;q=0, gzip;q=0", undefined],
    ];
    for (const [accept, expected] of cases) {
      const response = await request(port, "/assets/root-AbC123.css", {
        headers: { "accept-encoding": accept },
      });
      expect(response.headers["content-encoding"], accept).toBe(expected);
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.body.equals(file("assets/root-AbC123.css"))).toBe(true);
    }
    const gzip = await request(port, "/", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.raw.equals(file("index.html.gz"))).toBe(true);
  });

  it("sends files that have no compressed copy as they are, without Vary", async () => {
    const response = await request(port, "/assets/inter-latin-Q1w2.woff2", {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.headers["content-type"]).toBe("font/woff2");
  });
});

describe("revalidation", () => {
  it("gives pages and files an ETag and answers If-None-Match with 304", async () => {
    for (const target of ["/", "/features", "/assets/entry-Xy9.js", "/favicon.svg"]) {
      const headers = { "accept-encoding": "br" };
      const first = await request(port, target, { headers });
      expect(first.headers.etag, target).toMatch(/^"[\w-]+"$/);
      const again = await request(port, target, {
        headers: { ...headers, "if-none-match": first.headers.etag },
      });
      expect(again.status, target).toBe(304);
      expect(again.raw.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
      expect(again.headers["content-security-policy"]).toBe(
        first.headers["content-security-policy"],
      );
      const weak = await request(port, target, {
        headers: { ...headers, "if-none-match": `"other", W/${first.headers.etag}` },
      });
      expect(weak.status).toBe(304);
      const stale = await request(port, target, {
        headers: { ...headers, "if-none-match": '"stale"' },
      });
      expect(stale.status).toBe(200);
    }
  });

  it("gives each encoding its own ETag, so a cache never mixes them up", async () => {
    const br = await request(port, "/", { headers: { "accept-encoding": "br" } });
    const plain = await request(port, "/");
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const crossed = await request(port, "/", { headers: { "if-none-match": br.headers.etag } });
    expect(crossed.status).toBe(200);
  });

  it("never answers the not-found page with 304", async () => {
    const response = await request(port, "/nope", { headers: { "if-none-match": "*" } });
    expect(response.status).toBe(404);
    expect(response.headers.etag).toBeUndefined();
  });
});

describe("HEAD", () => {
  it("answers like GET, without a body, everywhere", async () => {
    const targets = [
      "/",
      "/features/sales-crm",
      "/features/",
      "/assets/entry-Xy9.js",
      "/assets/missing.js",
      "/no-such-page",
      "/healthz",
      "/%zz",
    ];
    for (const target of targets) {
      const headers = { "accept-encoding": "br, gzip" };
      const get = await request(port, target, { headers });
      const head = await request(port, target, { method: "HEAD", headers });
      expect(head.status, target).toBe(get.status);
      expect(head.raw.length, target).toBe(0);
      for (const name of ["content-type", "cache-control", "etag", "location", "vary"])
        expect(head.headers[name], `${target} ${name}`).toBe(get.headers[name]);
      if (get.raw.length > 0) expect(head.headers["content-length"]).toBe(String(get.raw.length));
      expect(head.headers["content-security-policy"]).toBe(get.headers["content-security-policy"]);
    }
  });
});

describe("security headers", () => {
  it("are on every kind of response, errors included", async () => {
    const responses = {
      page: await request(port, "/"),
      asset: await request(port, "/assets/entry-Xy9.js"),
      notFoundPage: await request(port, "/nope"),
      missingAsset: await request(port, "/assets/nope.js"),
      redirect: await request(port, "/features/"),
      badTarget: await request(port, "/%2e%2e/secret.txt"),
      badEscape: await request(port, "/%E0%A4%A"),
      methodNotAllowed: await request(port, "/", { method: "POST" }),
      healthz: await request(port, "/healthz"),
      notModified: await request(port, "/favicon.svg", { headers: { "if-none-match": "*" } }),
      unparsable: await rawRequest(port, { method: "G(T", target: "/" }),
      connect: await rawRequest(port, { method: "CONNECT", target: "evil.example:443" }),
      absoluteForm: await rawRequest(port, { target: "http://evil.example/" }),
    };
    for (const [kind, response] of Object.entries(responses)) {
      for (const name of securityHeaderNames)
        expect(response.headers[name], `${kind}: ${name}`).toBeTruthy();
      expect(response.status, kind).toBeLessThan(500);
    }
    expect(responses.unparsable.status).toBe(400);
    expect(responses.connect.status).toBe(405);
    expect(responses.absoluteForm.status).toBe(400);
    expect(responses.page.headers["strict-transport-security"]).toMatch(/max-age=(\d+)/);
    const maxAge = Number(
      /max-age=(\d+)/.exec(responses.page.headers["strict-transport-security"])?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(responses.page.headers["x-content-type-options"]).toBe("nosniff");
    expect(responses.page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // The public pages share no opener restriction: only the signed-in area sends COOP.
    expect(responses.page.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(responses.page.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(responses.page.headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\)/);
  });

  it("sends each page the hashes of its own inline scripts, and no unsafe script source", async () => {
    const policies = new Set();
    for (const [route, name] of [...listPages(fixture.clientDir), ["/nope", "404.html"]]) {
      const csp = (await request(port, route)).headers["content-security-policy"];
      const directives = Object.fromEntries(
        csp.split(";").map((d) => {
          const [directive, ...sources] = d.trim().split(/\s+/);
          return [directive, sources];
        }),
      );
      const expected = inlineScriptHashes(file(name).toString());
      expect(expected.length, route).toBeGreaterThanOrEqual(2);
      expect(directives["script-src"], route).toEqual(["'self'", ...expected]);
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(directives["script-src"]).not.toContain("'unsafe-inline'");
      expect(directives["object-src"]).toEqual(["'none'"]);
      expect(directives["base-uri"]).toEqual(["'self'"]);
      expect(directives["form-action"]).toEqual(["'self'"]);
      expect(directives["frame-ancestors"]).toEqual(["'none'"]);
      policies.add(csp);
    }
    expect(policies.size).toBe(4);
  });
});

describe("start-up", () => {
  it("refuses to start without a build, saying how to make one", () => {
    expect(() => buildServer({ root: path.join(fixture.buildDir, "missing") })).toThrow(
      MissingBuildError,
    );
    expect(() => buildServer({ root: path.join(fixture.buildDir, "missing") })).toThrow(
      /npm run build/,
    );
  });

  it("refuses header data that does not describe the pages on disk", async () => {
    const stale = await makeFixtureBuild();
    try {
      await mkdir(path.join(stale.clientDir, "about"));
      await writeFile(path.join(stale.clientDir, "about", "index.html"), "<!DOCTYPE html>");
      expect(() => buildServer({ root: stale.clientDir })).toThrow(/run `npm run build` again/);
    } finally {
      await stale.cleanup();
    }
  });

  it("logs each request as structured JSON at the configured level", async () => {
    const lines = [];
    const stream = { write: (line) => lines.push(JSON.parse(line)) };
    const logged = buildServer({ root: fixture.clientDir, logger: { level: "info", stream } });
    const loggedPort = await listenLocally(logged);
    await request(loggedPort, "/features?from=test");
    await request(loggedPort, "/newsletter/unsubscribe?token=a-secret-token&from=mail");
    await logged.close();
    const completed = lines.find((line) => line.msg === "request completed");
    expect(completed?.level).toBe(30);
    expect(completed?.res.statusCode).toBe(200);
    expect(lines.some((line) => line.req?.url === "/features?from=test")).toBe(true);
    // No client address and no mailed token in any line (the host is the server's own).
    const text = JSON.stringify(lines);
    for (const line of lines.filter((entry) => entry.req))
      expect(Object.keys(line.req).sort()).toEqual(["host", "method", "url"]);
    expect(text).not.toMatch(/remoteAddress|remotePort/);
    expect(text).not.toContain("a-secret-token");
    expect(text).toContain("/newsletter/unsubscribe?token=[redacted]&from=mail");

    const quiet = [];
    const warnOnly = buildServer({
      root: fixture.clientDir,
      logger: { level: "warn", stream: { write: (line) => quiet.push(line) } },
    });
    await request(await listenLocally(warnOnly), "/");
    await warnOnly.close();
    expect(quiet).toEqual([]);
  });
});
