import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { decodeEntities } from "../../scripts/dead-links.mjs";
import { clientRoot } from "../../server/build-paths.mjs";
import { listPages } from "../../server/pages.mjs";

/*
 * A walk through the site inside one loaded page: each step a client-side navigation, as
 * Back and Forward make, so the router renders the next page with no document load. The
 * suite walks every page this way where a check needs the rendered page but not its load
 * (docs/testing.md).
 */

const titleOf = (file: string) =>
  decodeEntities(/<title>([^<]*)<\/title>/.exec(readFileSync(file, "utf8"))?.[1] ?? "");

/** Each built page's title, from its prerendered HTML: the sign its route has rendered. */
const titles = new Map(
  [...listPages(clientRoot)].map(([route, file]) => [route, titleOf(path.join(clientRoot, file))]),
);
const notFoundTitle = titleOf(path.join(clientRoot, "404.html"));

/** The routes cut into legs of `size`, so each test stays far inside its timeout. */
export const legsOf = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/**
 * Goes to `route` inside the hydrated app (a history change the router follows, as Back or
 * Forward would) and waits until the new page has rendered: its title, and an h1 (the old
 * page's would still be visible meanwhile).
 */
export async function navigateInApp(page: Page, route: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, route);
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expect(page).toHaveTitle(titles.get(route) ?? notFoundTitle);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}
