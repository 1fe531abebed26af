import { noindexPaths } from "../../app/lib/site-paths";
import { builtRoutes, expect, gotoHydrated, test } from "./fixtures";

const origin = "https://flowboard.example";

async function jsonLdBlocks(page: import("@playwright/test").Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("SEO", () => {
  test.use({ allowedConsole: [/status of 404/] });

  // Every page's canonical URL, Open Graph and Twitter tags: every-route.spec.ts.

  test("the home page describes the Organization in JSON-LD", async ({ page }) => {
    await gotoHydrated(page, "/");
    const [organization] = await jsonLdBlocks(page);
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Flowboard",
      url: `${origin}/`,
      logo: `${origin}/logo.png`,
      foundingDate: "2018",
    });
  });

  test("the not-found page is noindex, with no canonical URL", async ({ page }) => {
    await gotoHydrated(page, "/no-such-page");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test("sitemap.xml lists every page but the noindex ones, and robots.txt points to it @desktop", async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls.sort()).toEqual(
      builtRoutes
        .filter((route) => !noindexPaths.includes(route))
        .map((route) => `${origin}${route}`)
        .sort(),
    );
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const logo = await request.get("/logo.png");
    expect(logo.headers()["content-type"]).toBe("image/png");
  });
});
