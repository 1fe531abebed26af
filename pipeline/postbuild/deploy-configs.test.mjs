import { describe, expect, it } from "vitest";
import { nodeExactPaths, nodePrefixes, renderNginxConf } from "./deploy-configs.mjs";

const page = (route, file) => ({ route, file, contentSecurityPolicy: "default-src 'self'" });
const conf = renderNginxConf({
  cacheControl: { immutablePrefix: "/assets/", immutable: "immutable", revalidate: "no-cache" },
  pages: [
    page("/", "index.html"),
    page("/pricing", "pricing/index.html"),
    page("/contact", "contact/index.html"),
    page("/newsletter/unsubscribe", "newsletter/unsubscribe/index.html"),
    page("/admin/login", "admin/login/index.html"),
  ],
  notFound: { file: "404.html", contentSecurityPolicy: "default-src 'self'" },
  securityHeaders: { "X-Content-Type-Options": "nosniff" },
  defaultContentSecurityPolicy: "default-src 'self'",
});
const locationOf = (path) =>
  conf.split("\n").find((line) => line.trim().startsWith(`location = ${path} `));

describe("nginx.conf", () => {
  it("passes everything only the Node server answers to it, and serves the rest as files", () => {
    for (const path of nodeExactPaths) expect(locationOf(path), path).toContain("proxy_pass");
    for (const prefix of nodePrefixes) {
      expect(locationOf(prefix), prefix).toContain("proxy_pass");
      expect(conf).toContain(`location ^~ ${prefix}/ { proxy_pass`);
    }
    // The admin's prerendered pages go to the server too (sessions, its own headers).
    expect(conf).not.toContain("location = /admin/login {");
    expect(locationOf("/pricing")).toContain("try_files /pricing/index.html =404");
    expect(nodeExactPaths).toEqual(
      expect.arrayContaining(["/contact", "/newsletter", "/privacy/request", "/rum"]),
    );
    // Each language's forms post to their own routes, which answer in that language.
    expect(nodeExactPaths).toEqual(
      expect.arrayContaining([
        "/de/contact",
        "/de/contact/send",
        "/ja/newsletter",
        "/he/privacy/erase",
      ]),
    );
  });
});
