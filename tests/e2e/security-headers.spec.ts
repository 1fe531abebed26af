import { readFileSync } from "node:fs";
import path from "node:path";
import { clientRoot } from "../../server/build-paths.mjs";
import { listPages } from "../../server/pages.mjs";
import { builtRoutes, expect, gotoHydrated, test } from "./fixtures";
import { watchCsp } from "./page-checks";

/** Each built page's title, from its prerendered HTML: the sign its route has rendered. */
const titles = new Map(
  [...listPages(clientRoot)].map(([route, file]) => [
    route,
    decodeEntities(
      /<title>([^<]*)<\/title>/.exec(readFileSync(path.join(clientRoot, file), "utf8"))?.[1],
    ),
  ]),
);
titles.set(
  "/no-such-page",
  decodeEntities(
    /<title>([^<]*)<\/title>/.exec(readFileSync(path.join(clientRoot, "404.html"), "utf8"))?.[1],
  ),
);

function decodeEntities(text = "") {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Pages per leg of the in-app walk: a few seconds' work on a slow, busy machine. */
const WALK_LEG = 8;

const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

test.describe("security headers and CSP in the browser", () => {
  test.use({ allowedConsole: [/status of 404/] });

  // Every page's headers: tests/built-site; a load of each with no CSP violation:
  // every-route.spec.ts.

  // Client-side navigation is the same at any width. The walk is cut into short legs, so
  // each test stays far inside its timeout however many pages the site has; each leg
  // starts on the home page, hydrated, and ends on the not-found page and home again.
  const legs = chunk([...builtRoutes.filter((r) => r !== "/")], WALK_LEG);
  legs.forEach((leg, index) => {
    test(`navigating between pages in the app causes no CSP violation (leg ${index + 1} of ${legs.length}: ${leg[0]} …) @desktop`, async ({
      page,
    }) => {
      const violations = await watchCsp(page);
      // Hydrated first: client-side navigations are the hydrated router's.
      await gotoHydrated(page, "/");
      const walk = index === legs.length - 1 ? [...leg, "/no-such-page", "/"] : leg;
      for (const route of walk) {
        // A history change the router follows (as Back/Forward would): no document load.
        await page.evaluate((to) => {
          window.history.pushState(null, "", to);
          window.dispatchEvent(new PopStateEvent("popstate"));
        }, route);
        await expect(page).toHaveURL(new RegExp(`${route}$`));
        // The new page has rendered (the old one's h1 would still be visible meanwhile).
        await expect(page).toHaveTitle(titles.get(route) ?? "");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
      expect(await violations()).toEqual([]);
    });
  });

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
