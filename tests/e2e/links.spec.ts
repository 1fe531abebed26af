import {
  drawerGroups,
  drawerLinks,
  footerColumns,
  headerLinks,
  headerMenus,
} from "../../app/content/navigation";
import { expect, gotoHydrated, test } from "./fixtures";

/** Links that only render once a menu or the drawer opens, so a crawl of pages misses them. */
const menuPaths = [...headerMenus, ...drawerGroups, ...footerColumns]
  .flatMap((group) => group.links)
  .concat(headerLinks, drawerLinks)
  .map((link) => link.href);

test.describe("dead-link check", () => {
  test("no link anywhere on the site leads to the not-found page @desktop", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const linkedFrom = new Map<string, string>([["/", "(start)"]]);
    for (const path of menuPaths) {
      const { pathname } = new URL(path, origin);
      if (!linkedFrom.has(pathname)) linkedFrom.set(pathname, "(navigation menus)");
    }
    const queue = [...linkedFrom.keys()];
    const broken: string[] = [];

    while (queue.length > 0) {
      const path = queue.shift() as string;
      const response = await page.request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) {
        broken.push(`${path} answers ${response.status()} (linked from ${linkedFrom.get(path)})`);
        continue;
      }
      // Read the links from the hydrated page, as a visitor would meet them.
      await gotoHydrated(page, path);
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin || linkedFrom.has(url.pathname)) continue;
        linkedFrom.set(url.pathname, path);
        queue.push(url.pathname);
      }
    }

    expect(linkedFrom.size).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });
});
