import path from "node:path";
import type { Page } from "@playwright/test";
import { headerDisagreements } from "../support/header-agreement.mjs";
import { builtRoutes, expect, gotoHydrated, test } from "./fixtures";

/**
 * Collects Content-Security-Policy violations two ways: the `securitypolicyviolation`
 * event (registered before any page script runs) and the console report Chromium prints.
 */
async function watchCsp(page: Page) {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

function directives(policy: string) {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

test.describe("security headers and CSP in the browser", () => {
  test.use({ allowedConsole: [/status of 404/] });

  for (const route of [...builtRoutes, "/no-such-page"]) {
    test(`${route} sends the security headers and runs with no CSP violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await gotoHydrated(page, route);
      const headers = response?.headers() ?? {};
      const csp = directives(headers["content-security-policy"] ?? "");
      const scriptSrc = csp.get("script-src") ?? [];
      expect(scriptSrc[0]).toBe("'self'");
      expect(scriptSrc.slice(1).length).toBeGreaterThan(0);
      for (const source of scriptSrc.slice(1)) expect(source).toMatch(/^'sha256-[\w+/]+=*'$/);
      expect(headers["content-security-policy"]).not.toMatch(/unsafe-eval/);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");

      // Scroll through the page so anything that appears on scroll gets to run too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await violations()).toEqual([]);
    });
  }

  test("navigating between pages in the app causes no CSP violation", async ({ page }) => {
    const violations = await watchCsp(page);
    await gotoHydrated(page, "/");
    for (const route of [...builtRoutes.filter((r) => r !== "/"), "/no-such-page", "/"]) {
      // A history change the router follows (as Back/Forward would): no document load.
      await page.evaluate((to) => {
        window.history.pushState(null, "", to);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, route);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(await violations()).toEqual([]);
  });

  test("the mobile menu, which locks scrolling with a <style>, runs with no CSP violation @phone", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(await violations()).toEqual([]);
  });
});

test.describe("deploy files of this build", () => {
  test("the server, _headers and nginx.conf agree on every page and file @desktop", async ({
    request,
  }) => {
    const problems = await headerDisagreements({
      buildDir: path.resolve("build"),
      get: async (urlPath: string) => {
        const response = await request.get(urlPath, { maxRedirects: 0 });
        return { status: response.status(), headers: response.headers() };
      },
    });
    expect(problems).toEqual([]);
  });
});
