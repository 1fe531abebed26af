import { siteContent } from "../support/site-content";
import { expect, test } from "./fixtures";
import { pageWithoutJavaScript } from "./page-checks";

const featuresHeadline: string = siteContent("pages/features.json").featuresIntro.title;

/**
 * Following links without JavaScript: a header menu link, a phone drawer link, a footer
 * link and an in-page anchor. The per-page no-JavaScript checks (same content, links and
 * menus on every route) are in every-route.spec.ts.
 */

test.describe("links without JavaScript", () => {
  test("a header menu link leads to its page @desktop", async ({ browser }, testInfo) => {
    const plain = await pageWithoutJavaScript(browser, testInfo);
    await plain.goto("/");
    const nav = plain.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Product" }).click();
    await nav.getByRole("link", { name: /All Features/ }).click();
    await expect(plain).toHaveURL(/\/features$/);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText(featuresHeadline);
    await plain.context().close();
  });

  test("a phone menu link leads to its page @phone", async ({ browser }, testInfo) => {
    const plain = await pageWithoutJavaScript(browser, testInfo);
    await plain.goto("/");
    await plain.getByRole("button", { name: "Open menu" }).click();
    await plain
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "All Features" })
      .click();
    await expect(plain).toHaveURL(/\/features$/);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText(featuresHeadline);
    await plain.context().close();
  });

  test("a footer link and an in-page anchor work @desktop", async ({ browser }, testInfo) => {
    const plain = await pageWithoutJavaScript(browser, testInfo);
    await plain.goto("/features");
    const footer = plain.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Privacy", exact: true }).click();
    await expect(plain).toHaveURL(/\/privacy$/);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Privacy");
    await plain.goto("/contact");
    await plain
      .getByRole("main")
      .getByRole("link", { name: siteContent("forms/privacy-link.json").label })
      .click();
    await expect(plain).toHaveURL(/\/privacy#contact-requests$/);
    await expect(plain.locator("#contact-requests")).toBeInViewport();
    await footer.getByRole("link", { name: "All Features" }).click();
    await expect(plain).toHaveURL(/\/features$/);
    await plain.context().close();
  });
});
