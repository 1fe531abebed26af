// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineScripts,
  metaContentSecurityPolicy,
  securityHeaders,
  signedInHeaders,
  staticHostCatchAllPolicy,
} from "./security-headers.mjs";

const sha = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inline scripts", () => {
  const html = [
    "<script>window.a = 1;</script>",
    '<script type="module" async="">import "/assets/x.js";</script>',
    '<script src="/assets/y.js"></script>',
    '<script type="module" src="/assets/z.js"></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
    "<SCRIPT TYPE='text/javascript'>var é = \"ü\";</SCRIPT>",
    "<script>window.a = 1;</script>",
  ].join("");

  it("are the scripts a browser runs: no src, classic or module; data blocks are not", () => {
    expect(inlineScripts(html)).toEqual([
      "window.a = 1;",
      'import "/assets/x.js";',
      "requestAnimationFrame(function(){$RT=performance.now()});",
      'var é = "ü";',
      "window.a = 1;",
    ]);
  });

  it("are hashed as UTF-8, once each, in a stable order", () => {
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(4);
    expect(hashes).toEqual([...hashes].sort());
    expect(hashes).toContain(sha("window.a = 1;"));
    expect(hashes).toContain(sha('var é = "ü";'));
  });

  it("are hashed as the browser sees them, with CRLF turned into LF", () => {
    expect(inlineScriptHashes("<script>a();\r\nb();\rc();</script>")).toEqual([
      sha("a();\nb();\nc();"),
    ]);
  });
});

describe("content security policy", () => {
  const policy = contentSecurityPolicy(["'sha256-abc='"]);
  const directive = (name, csp = policy) =>
    csp
      .split("; ")
      .find((d) => d.startsWith(`${name} `))
      ?.slice(name.length + 1);

  it("allows scripts from this origin and the given hashes only", () => {
    expect(directive("script-src")).toBe("'self' 'sha256-abc='");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive("script-src")).not.toMatch(/unsafe-inline/);
    expect(directive("script-src", contentSecurityPolicy())).toBe("'self'");
  });

  it("locks down plugins, base URL, form targets and framing", () => {
    expect(directive("default-src")).toBe("'self'");
    expect(directive("object-src")).toBe("'none'");
    expect(directive("base-uri")).toBe("'self'");
    expect(directive("form-action")).toBe("'self'");
    expect(directive("frame-ancestors")).toBe("'none'");
    expect(directive("img-src")).toBe("'self' data:");
    expect(directive("font-src")).toBe("'self'");
    expect(directive("connect-src")).toBe("'self'");
  });

  it("gives static hosts a catch-all that cannot weaken or block a page's own policy", () => {
    expect(staticHostCatchAllPolicy).not.toMatch(/default-src|script-src/);
    for (const part of staticHostCatchAllPolicy.split("; ")) expect(policy).toContain(part);
  });

  it("leaves frame-ancestors out of the <meta> form, where browsers ignore it", () => {
    const meta = metaContentSecurityPolicy(["'sha256-abc='"]);
    expect(meta).not.toMatch(/frame-ancestors/);
    expect(`${meta}; frame-ancestors 'none'`).toBe(policy);
  });
});

describe("security headers", () => {
  it("set HSTS for at least a year and the isolation headers", () => {
    const maxAge = Number(/max-age=(\d+)/.exec(securityHeaders["Strict-Transport-Security"])?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(securityHeaders).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    // The opener policy is the signed-in area's alone (docs/decisions/005).
    expect(securityHeaders).not.toHaveProperty("Cross-Origin-Opener-Policy");
    expect(signedInHeaders).toEqual({ "Cross-Origin-Opener-Policy": "same-origin" });
  });

  it("switch off device features and keep the clipboard for the site itself", () => {
    const policy = securityHeaders["Permissions-Policy"];
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain("clipboard-write=(self)");
  });
});
