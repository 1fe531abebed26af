import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { englishLang, localeNamed, pathInLocale, prefixedLocales } from "../../app/lib/locales.js";
import { translationPath } from "../../pipeline/content/translations.mjs";
import { messagesFolderPattern } from "../../pipeline/postbuild/messages-folder.mjs";
import { clientRoot } from "../../server/build-paths.mjs";
import { siteContent } from "../support/site-content";
import { expect, gotoHydrated, test } from "./fixtures";
import { axeScan, pageWithoutJavaScript, phoneAxeScan, summarizeViolations } from "./page-checks";

const notFoundTitle: string = siteContent("pages/not-found.json").title;

/**
 * The site in German, Japanese and Hebrew (issue 48), one page of each kind per language
 * in the browser; every page of every language is checked in Node (tests/built-site).
 */

/** The blog's first post by file name: an article, shown under every prefix (decision 048). */
const aPost = `/resources/blog/${readdirSync("content/articles/blog").sort()[0]?.replace(/\.md$/, "")}`;

/**
 * Home, a feature, pricing, a solution, company, a list of articles, an article, legal, a form,
 * a notice, search.
 */
const ONE_OF_EACH_KIND = [
  "/",
  "/features/sales-crm",
  "/pricing",
  "/solutions/enterprise",
  "/about",
  "/resources/blog",
  aPost,
  "/privacy",
  "/contact",
  "/newsletter/check-inbox",
  "/search",
];

/** A sentence of a translation file, as the language's page shows it. */
const translated = (file: string, locale: string, pick: (words: never) => string) =>
  pick(JSON.parse(readFileSync(translationPath(file, locale), "utf8")) as never);

/** How far the page reaches past the screen's right (or left) edge, in CSS pixels. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The product pictures whose contents reach past their frame: a frame clips what overflows
 * it, so the page does not scroll sideways, but a card cut off at its edge is a fault too.
 */
const picturesOverflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="img"][data-static]')]
      .filter((picture) => {
        const frame = picture.getBoundingClientRect();
        return [...picture.querySelectorAll("*")].some((part) => {
          const box = part.getBoundingClientRect();
          return box.width > 0 && (box.right > frame.right + 1 || box.left < frame.left - 1);
        });
      })
      .map((picture) => picture.getAttribute("aria-label")?.slice(0, 40)),
  );

for (const locale of prefixedLocales) {
  test(`${locale.name}: each kind of page reads ${locale.code} (${locale.dir}), fits at 320 and 390 px and passes axe @phone`, async ({
    page,
  }) => {
    for (const kind of ONE_OF_EACH_KIND) {
      const path = pathInLocale(kind, locale.code);
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale.lang);
        await expect(page.locator("html")).toHaveAttribute("dir", locale.dir);
        for (const width of [320, 390]) {
          await page.setViewportSize({ width, height: 844 });
          expect(await overflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
          expect(await picturesOverflowing(page), `${path}'s pictures at ${width} px`).toEqual([]);
        }
        const { violations } = await phoneAxeScan(page).analyze();
        expect(summarizeViolations(violations), `axe on ${path}`).toEqual([]);
      });
    }
  });
}

test.describe("the not-found page in each language", () => {
  test.use({ allowedConsole: [/status of 404/] });
  test("an unknown path under a language's prefix answers 404 in that language @phone", async ({
    page,
  }) => {
    for (const locale of prefixedLocales) {
      const response = await page.goto(`/${locale.code}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", locale.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        translated(
          "content/pages/not-found.json",
          locale.code,
          (words: { title: string }) => words.title,
        ),
      );
    }
  });
});

test("the language menu leads to the same page in each language, without JavaScript @desktop", async ({
  browser,
}, testInfo) => {
  const page = await pageWithoutJavaScript(browser, testInfo);
  try {
    await page.goto("/pricing");
    for (const [name, path, locale] of [
      ["Deutsch", "/de/pricing", "de"],
      ["עברית", "/he/pricing", "he"],
      ["日本語", "/ja/pricing", "ja"],
      ["English", "/pricing", "en"],
    ] as const) {
      await page.getByRole("button", { name: /^(Language|Sprache|言語|שפה): / }).click();
      await page.getByRole("link", { name, exact: true }).first().click();
      await expect(page).toHaveURL(path);
      await expect(page.locator("html")).toHaveAttribute("lang", localeNamed(locale).lang);
      if (locale !== "en")
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          translated(
            "content/pricing/page.json",
            locale,
            (words: { hero: { title: string } }) => words.hero.title,
          ),
        );
    }
  } finally {
    await page.context().close();
  }
});

test("a Hebrew page hydrates, and a link reached in the app stays in Hebrew @desktop", async ({
  page,
}) => {
  // Each language's pages load their own copies of the chunks that hold messages
  // (pipeline/postbuild/messages-per-locale.mjs): never the originals or another's.
  const assets = path.join(clientRoot, "assets");
  const hebrew = readdirSync(assets).find((name) =>
    new RegExp(`^${messagesFolderPattern("he")}$`).test(name),
  );
  const copied = new Set(readdirSync(path.join(assets, hebrew ?? "")));
  const otherCopies: string[] = [];
  let hebrewCopies = 0;
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    const [, folder, name] = pathname.match(/^\/assets\/(?:([\w-]+)\/)?([^/]+\.js)$/) ?? [];
    if (folder === hebrew) hebrewCopies += 1;
    else if (folder || (name && copied.has(name))) otherCopies.push(pathname);
  });
  await gotoHydrated(page, "/he");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const pricing = translated(
    "content/chrome/navigation.json",
    "he",
    (words: { pricingLink: { label: string } }) => words.pricingLink.label,
  );
  const main = JSON.parse(readFileSync("messages/he.json", "utf8")).nav_main_label as string;
  await page.getByRole("navigation", { name: main }).getByRole("link", { name: pricing }).click();
  await expect(page).toHaveURL("/he/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    translated(
      "content/pricing/page.json",
      "he",
      (words: { hero: { title: string } }) => words.hero.title,
    ),
  );
  // The search dialog, loaded on its first press, speaks Hebrew too.
  const messages = JSON.parse(readFileSync("messages/he.json", "utf8"));
  await page.getByRole("link", { name: messages.search_button_label, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: messages.search_dialog_title });
  await dialog.getByRole("combobox", { name: messages.search_dialog_title }).fill("zzqqx");
  await expect(dialog.getByRole("status")).toHaveText(
    messages.search_no_results.replace("{query}", "zzqqx"),
  );
  expect(otherCopies).toEqual([]);
  expect(hebrewCopies).toBeGreaterThan(0);
});

/** The German blog's posts that content/translations/de/articles translates (decision 048). */
const germanPosts = new Set(
  readdirSync("content/translations/de/articles/blog").map((file) => file.replace(/\.md$/, "")),
);

test("the German blog lists every post under /de, each not translated marked as English @desktop", async ({
  page,
}) => {
  await page.goto("/de/resources/blog");
  const links = page.locator("main article h3 a");
  expect(await links.count()).toBeGreaterThan(germanPosts.size);
  for (const link of await links.all()) {
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/de\/resources\/blog\/[\w-]+$/);
    const title = link.locator("xpath=..");
    if (germanPosts.has(href.split("/").at(-1) ?? ""))
      await expect(title).not.toHaveAttribute("lang");
    else await expect(title).toHaveAttribute("lang", englishLang);
  }
});

/**
 * Each language's pages load a route manifest of their own (hydrate-on-intent.mjs): a page
 * in another language is a new document, by the site's links and within the app alike.
 */
test.describe("a page in another language, from a hydrated page", () => {
  const englishPricing = (
    JSON.parse(readFileSync("content/pricing/page.json", "utf8")) as { hero: { title: string } }
  ).hero.title;
  const german = JSON.parse(readFileSync("messages/de.json", "utf8")) as {
    article_in_english: string;
  };

  test("an English post from the German blog opens inside the German site, marked English @desktop", async ({
    page,
  }) => {
    await gotoHydrated(page, "/de/resources/blog");
    const links = page.locator("main article h3[lang] a");
    const post = links.first();
    const title = (await post.textContent())?.trim() ?? "";
    const href = (await post.getAttribute("href")) ?? "";
    await post.click();
    await expect(page).toHaveURL(href);
    // The German page, within the German app: no new document.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const heading = page.getByRole("heading", { level: 1, name: title });
    await expect(heading).toHaveAttribute("lang", englishLang);
    await expect(page.getByText(german.article_in_english)).toBeVisible();
    await expect(page.locator("main .article-body")).toHaveAttribute("lang", englishLang);
    // A copy of the English page: canonical to it, claiming no translation.
    const origin = (siteContent("site.json") as { origin: string }).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL(href.replace(/^\/de\//, "/"), origin).toString(),
    );
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  test("an English page reached within a German page's app is fetched from the server @desktop", async ({
    page,
  }) => {
    await gotoHydrated(page, "/de");
    // A history change the router follows, as Back or Forward would.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/pricing");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1, name: englishPricing })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", englishLang);
    await expect(page.getByText(notFoundTitle)).toHaveCount(0);
  });
});

/** The layout shifts of the page so far, summed (0 when nothing moved). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
          ),
        ).observe({ type: "layout-shift", buffered: true });
        // No entry at all: the observer is never called.
        setTimeout(() => resolve(0), 300);
      }),
  );

test.describe("the English home page's offer of another language", () => {
  // A browser that asks for German first (navigator.languages and Accept-Language).
  test.use({ locale: "de-DE" });

  test("a German browser is offered German on /, without a redirect; closed, it stays closed; a language chosen earlier comes first @desktop", async ({
    page,
  }) => {
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", englishLang);
    const german = page.getByRole("complementary", { name: "Hinweis zur Sprache" });
    await expect(german.getByText("Diese Seite gibt es auch auf Deutsch.")).toBeVisible();
    await expect(german.getByRole("link", { name: "Auf Deutsch lesen" })).toHaveAttribute(
      "href",
      "/de",
    );
    await expect(page.getByRole("complementary", { name: "הצעת שפה" })).toBeHidden();
    // Drawn with the page, before its first paint: nothing moved to make room for it.
    expect(await layoutShift(page)).toBe(0);
    const { violations } = await axeScan(page).include("aside.language-offer[lang='de']").analyze();
    expect(summarizeViolations(violations)).toEqual([]);

    // Closed from the keyboard, the focus handed on to the header, and not offered again.
    await german.getByRole("button", { name: "Nein, danke" }).focus();
    await page.keyboard.press("Enter");
    await expect(german).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link").first()).toBeFocused();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(german).toBeHidden();

    // A visitor who picked Hebrew with a language link is offered Hebrew, right to left.
    await page.evaluate(() => localStorage.clear());
    await page.getByRole("contentinfo").getByRole("link", { name: "עברית" }).click();
    await expect(page).toHaveURL(/\/he$/);
    await page.goto("/");
    const hebrew = page.getByRole("complementary", { name: "הצעת שפה" });
    await expect(hebrew.getByText("הדף הזה זמין גם בעברית.")).toBeVisible();
    await expect(hebrew).toHaveAttribute("dir", "rtl");
    await expect(german).toBeHidden();
    // Right to left inside a left-to-right page overflows leftwards, where the page does not
    // scroll: every part of the offer is read against both edges.
    await page.setViewportSize({ width: 320, height: 700 });
    const outside = await hebrew.evaluate(
      (offer) =>
        [offer, ...offer.querySelectorAll("*")]
          .map((part) => part.getBoundingClientRect())
          .filter((box) => box.left < -0.5 || box.right > window.innerWidth + 0.5).length,
    );
    expect(outside, "parts of the offer past a 320 px screen's edges").toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await hebrew.getByRole("link", { name: "לקריאה בעברית" }).click();
    await expect(page).toHaveURL(/\/he$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});
