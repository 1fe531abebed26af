import path from "node:path";
import { headerDisagreements } from "../support/header-agreement.mjs";
import { builtRoutes, expect, gotoHydrated, test } from "./fixtures";
import { watchCsp } from "./page-checks";

test.describe("security headers and CSP in the browser", () => {
  test.use({ allowedConsole: [/status of 404/] });

  // Every page's headers, and a load of it with no CSP violation: every-route.spec.ts.

  // Client-side navigation is the same at any width.
  test("navigating between pages in the app causes no CSP violation @desktop", async ({ page }) => {
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
