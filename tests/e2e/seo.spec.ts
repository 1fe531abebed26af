import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

/**
 * Every page's head (title, description, canonical URL, Open Graph and Twitter tags,
 * robots, JSON-LD), the home page's Organization, the sitemap and robots.txt are checked
 * over the served HTML in Node (tests/built-site). What only a browser shows: the head
 * React leaves after hydration says the same as the HTML, with no tag lost or doubled
 * (the same at any width).
 */

/** The head tags search engines and link previews read, from a document. */
async function headOf(page: Page, html?: string) {
  return page.evaluate((source) => {
    const doc = source ? new DOMParser().parseFromString(source, "text/html") : document;
    const all = (selector: string, attribute: string) =>
      [...doc.querySelectorAll(selector)].map((el) => el.getAttribute(attribute));
    return {
      title: doc.title,
      description: all('meta[name="description"]', "content"),
      canonical: all('link[rel="canonical"]', "href"),
      robots: all('meta[name="robots"]', "content"),
      og: all('meta[property^="og:"]', "content"),
      twitter: all('meta[name^="twitter:"]', "content"),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent,
      ),
    };
  }, html);
}

test.describe("SEO after hydration", () => {
  test.use({ allowedConsole: [/status of 404/] });

  for (const route of ["/", "/resources/blog/webhooks-or-polling", "/no-such-page"])
    test(`${route}: the hydrated head says what the served HTML said @desktop`, async ({
      page,
    }) => {
      // Hydrated first: the head React renders once hydrated is the subject.
      const response = await gotoHydrated(page, route);
      const served = await headOf(page, await response?.text());
      expect(served.title).not.toBe("");
      expect(await headOf(page)).toEqual(served);
    });
});
