import { expect, gotoHydrated, test } from "./fixtures";
import { watchCsp } from "./page-checks";

test.describe("security headers and CSP in the browser", () => {
  test.use({ allowedConsole: [/status of 404/] });

  // Every page's headers: tests/built-site; a load of each with no CSP violation:
  // every-route.spec.ts at desktop width; a client-side navigation to each with none: its
  // walk at phone width.

  test("the mobile menu, which locks scrolling with a <style>, runs with no CSP violation @phone", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    // Hydrated first: the Radix drawer that locks scrolling replaces the plain menu once hydrated.
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(await violations()).toEqual([]);
  });
});

// The server, _headers and nginx.conf agree on every page and file: tests/built-site.
