import { readFileSync } from "node:fs";
import path from "node:path";
import { withoutCurrency } from "../../app/lib/currencies.js";
import { noindexPaths } from "../../app/lib/page-table.js";
import { field, RESULT_LIMIT } from "../../app/lib/search/search";
import type { SearchIndex } from "../../app/lib/search/search-index";
import { clientRoot } from "../../server/build-paths.mjs";
import { siteContent } from "../support/site-content";
import { builtRoutes, expect, test } from "./fixtures";
import { watchRequests } from "./page-checks";

const dialog = (page: import("@playwright/test").Page) =>
  page.getByRole("dialog", { name: "Search the site" });
const searchBox = (page: import("@playwright/test").Page) =>
  page.getByRole("combobox", { name: "Search the site" });

test.describe("site search", () => {
  test("nothing of search loads before it is opened @desktop", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const requests = watchRequests(page);
    await page.goto("/pricing");
    // Everything the page loads by itself has loaded (a condition, not an idle timer).
    await requests.settled();
    expect(requested.filter((path) => /search/.test(path))).toEqual([]);
  });

  test("Ctrl+K opens the dialog, Escape closes it and focus goes back @desktop", async ({
    page,
  }) => {
    await page.goto("/features");
    const link = page.getByRole("link", { name: "Search" });
    await link.focus();
    await page.keyboard.press("Control+k");
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("Cmd+K and / open the dialog too @desktop", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Meta+k");
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press("/");
    await expect(searchBox(page)).toBeFocused();
    // `/` typed in the box is text, not the shortcut.
    await page.keyboard.type("api/v1");
    await expect(searchBox(page)).toHaveValue("api/v1");
  });

  test("typing shows highlighted excerpts under the section heading; arrows and Enter go to the exact section", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Search" }).click();
    await searchBox(page).fill("revoking key");
    const results = page.getByRole("listbox", { name: "Search results" }).getByRole("option");
    await expect(results.first()).toContainText("API Docs");
    await expect(results.first()).toContainText("Authentication");
    await expect(results.first().locator("mark").first()).toHaveText(/key|revoking/i);
    await expect(page.getByRole("status")).toContainText(/results? for “revoking key”/);
    await expect(results.first()).toHaveAttribute("aria-selected", "true");
    // One result: the arrows wrap around to it.
    await expect(results).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await expect(results.first()).toHaveAttribute("aria-selected", "true");
    const href = await results.first().getAttribute("href");
    expect(href).toMatch(/^\/resources\/api-docs#/);
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href?.replace(/[/#]/g, "\\$&")}$`));
    const anchor = decodeURIComponent(href?.split("#")[1] ?? "");
    await expect(page.locator(`[id="${anchor}"]`)).toBeFocused();
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    // A client-side navigation: the page was never reloaded.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
  });

  test("arrow keys move through the results, wrapping, and Enter follows the chosen one @desktop", async ({
    page,
  }) => {
    await page.goto("/");
    await page.keyboard.press("Control+k");
    await searchBox(page).fill("automation");
    const results = page.getByRole("option");
    await expect(results.nth(2)).toBeVisible();
    const count = await results.count();
    await page.keyboard.press("ArrowUp");
    await expect(results.nth(count - 1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(results.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(results.nth(0)).toHaveAttribute("aria-selected", "false");
    const id = await results.nth(1).getAttribute("id");
    await expect(searchBox(page)).toHaveAttribute("aria-activedescendant", id ?? "");
    const href = (await results.nth(1).getAttribute("href")) ?? "";
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
  });

  test("says so when nothing matches @desktop", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Search" }).click();
    await searchBox(page).fill("zzxqv");
    await expect(page.getByRole("status")).toHaveText("No results for “zzxqv”.");
    await expect(page.getByRole("option")).toHaveCount(0);
  });

  test("the phone drawer's search entry opens the dialog @phone", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "Search the site" })
      .click();
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).fill("pricing");
    await page.getByRole("option").first().click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).not.toHaveURL(/\/about$/);
  });

  test("the index holds every built page but /search and the pages kept out of search engines @desktop", async ({
    request,
  }) => {
    const index = await (await request.get("/search-index.json")).json();
    const paths = index.pages.map((page: { path: string }) => page.path).sort();
    const unlisted = new Set(["/search", ...noindexPaths]);
    expect(paths).toEqual(
      builtRoutes
        .filter((route) => !unlisted.has(route))
        // A page in a chosen currency is found as its page (docs/decisions/046).
        .filter((route) => withoutCurrency(route).currency === undefined)
        .sort(),
    );
  });
});

/**
 * A Japanese word of the built index that starts inside a longer run of letters (a phrase
 * with no space), and how many sections hold it: the index marks where the build's word
 * segmenter found words (docs/decisions/049). Of the words that start a word wherever they
 * occur, the one in most sections, so the list is long enough to reach the limit if any does.
 */
function japaneseWordInsidePhrases() {
  const index = JSON.parse(
    readFileSync(path.join(clientRoot, "ja/search-index.json"), "utf8"),
  ) as SearchIndex;
  const fields = index.pages.flatMap((page) =>
    page.sections.map((section) => [page.title, section.heading, section.text].map(field)),
  );
  const letter = /[\p{L}\p{N}]/u;
  const candidates = new Set<string>();
  for (const { text, starts } of fields.flat())
    for (const at of starts) {
      const word = /^[\p{Script=Han}\p{Script=Katakana}ー]{2,}/u.exec(text.slice(at))?.[0];
      if (word && letter.test(text[at - 1] ?? "")) candidates.add(word);
    }
  const startsAWordEverywhere = (word: string) =>
    fields.flat().every(({ text, starts }) => {
      for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1))
        if (letter.test(text[at - 1] ?? "") && !starts.has(at)) return false;
      return true;
    });
  const counted = [...candidates].filter(startsAWordEverywhere).map((word) => ({
    word,
    sections: fields.filter((parts) => parts.some(({ text }) => text.includes(word))).length,
  }));
  counted.sort((a, b) => b.sections - a.sections || a.word.localeCompare(b.word));
  const best = counted[0];
  if (!best) throw new Error("The Japanese index marks no word inside a phrase");
  return best;
}

test.describe("site search in Japanese", () => {
  const ja = JSON.parse(readFileSync("messages/ja.json", "utf8")) as Record<string, string>;

  test("a word inside a phrase with no spaces is found in every section that holds it @desktop", async ({
    page,
  }) => {
    const { word, sections } = japaneseWordInsidePhrases();
    await page.goto("/ja/pricing");
    await page.keyboard.press("Control+k");
    const box = page.getByRole("combobox", { name: ja.search_dialog_title });
    await box.fill(word);
    const results = page
      .getByRole("listbox", { name: ja.search_results_label })
      .getByRole("option");
    await expect(results).toHaveCount(Math.min(sections, RESULT_LIMIT));
    // Each result holds the word, where a phrase has it inside.
    for (const result of await results.all()) await expect(result).toContainText(word);
  });
});

test.describe("site search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search is a link to /search, which lists the main sections @desktop", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await page.getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    const search = siteContent("pages/search.json");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(search.hero.title);
    await expect(page.getByRole("heading", { name: search.noScript.heading })).toBeVisible();
    const main = page.getByRole("main");
    // A page of each part of the site, by the label the editors gave its link.
    type Link = { label: string; href: string };
    const linksIn = (value: unknown): Link[] =>
      Array.isArray(value)
        ? value.flatMap(linksIn)
        : value && typeof value === "object"
          ? [
              ...("href" in value && "label" in value ? [value as Link] : []),
              ...Object.values(value).flatMap(linksIn),
            ]
          : [];
    const links = [
      ...linksIn(siteContent("chrome/navigation.json")),
      ...linksIn(siteContent("chrome/footer.json")),
    ];
    for (const href of [
      "/features/project-management",
      "/solutions/enterprise",
      "/resources/api-docs",
      "/pricing",
      "/careers",
    ]) {
      const name = links.find((link) => link.href === href)?.label ?? href;
      await expect(main.getByRole("link", { name, exact: true }).first()).toBeVisible();
    }
  });
});
