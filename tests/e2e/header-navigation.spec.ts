import type { Locator } from "@playwright/test";
import { navigationSchema } from "../../app/content/navigation.schema";
import { localizedContent, siteContent } from "../support/site-content";
import { chunkPattern, expect, holdRequests, test } from "./fixtures";
import { watchRequests } from "./page-checks";
import { productMenuPaths, resourcesMenuPaths, solutionsMenuPaths } from "./spec-oracle";

/** Opens a header dropdown from the keyboard, as a keyboard user would. */
async function openMenu(nav: Locator, name: string) {
  const trigger = nav.getByRole("button", { name });
  await trigger.page().mouse.move(0, 0);
  await trigger.focus();
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  return trigger;
}

// The labels are the editors' (content/chrome/navigation.json); the pages each menu lists
// are the table of pages' (spec-oracle.ts).
type NavLink = { label: string; href: string };
const navigation = siteContent("chrome/navigation.json");
const PRODUCT: string = navigation.productMenu.label;
const SOLUTIONS: string = navigation.solutionsMenu.label;
const labelOf = (links: NavLink[], href: string) =>
  links.find((link) => link.href === href)?.label ?? href;
const headerLabel = (href: string) => labelOf(navigation.headerLinks, href);
const drawerLabel = (href: string) => labelOf(navigation.drawerLinks, href);
const SALES_CRM = labelOf(navigation.productMenu.links, "/features/sales-crm");
const PRICING: string = navigation.pricingLink.label;
const pricingHeadline: string = siteContent("pricing/page.json").hero.title;
const homeHeadline: string = siteContent("pages/home.json").hero.title;
const featuresHeadline: string = siteContent("pages/features.json").featuresIntro.title;

const menus: Record<string, readonly string[]> = {
  [PRODUCT]: productMenuPaths,
  [SOLUTIONS]: solutionsMenuPaths,
  [navigation.resourcesMenu.label]: resourcesMenuPaths,
};

test.describe("desktop header @desktop", () => {
  // One load for the three menus and the direct links, which read the header without
  // leaving the page: a test's fixed cost is paid once (docs/testing.md, "What a test costs").
  test("each menu lists its links, and the direct links go to Docs, About and Demo Projects", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // First, while every menu is closed: an open menu has links of its own ("API Docs").
    await test.step("direct links go to Docs, About and Demo Projects", async () => {
      for (const href of ["/docs", "/about", "/demo-projects"])
        await expect(nav.getByRole("link", { name: headerLabel(href) })).toHaveAttribute(
          "href",
          href,
        );
    });
    for (const [menu, hrefs] of Object.entries(menus))
      await test.step(`the ${menu} menu lists its ${hrefs.length} links`, async () => {
        const trigger = await openMenu(nav, menu);
        const links = nav
          .locator(`#${await trigger.getAttribute("aria-controls")}`)
          .getByRole("link");
        await expect(links).toHaveCount(hrefs.length);
        const actual = await links.evaluateAll((anchors) =>
          anchors.map((a) => a.getAttribute("href")),
        );
        expect(actual).toEqual(hrefs);
      });
  });

  test("hovering a menu opens it, and leaving closes it", async ({ page }) => {
    await page.goto("/");
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: SOLUTIONS });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 700);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("the current page's link is highlighted and marked aria-current", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await openMenu(nav, PRODUCT);
    await nav.getByRole("link", { name: /All Features/ }).click();
    await expect(page).toHaveURL(/\/features$/);
    const trigger = nav.getByRole("button", { name: PRODUCT });
    await expect(trigger).toHaveAttribute("aria-current", "page");
    await openMenu(nav, PRODUCT);
    const current = nav.getByRole("link", { name: /All Features/ });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(2);
    const highlight = await current.evaluate((el) => getComputedStyle(el).backgroundColor);
    const plain = await nav
      .getByRole("link", { name: SALES_CRM })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(highlight).not.toBe(plain);
  });

  // The marks were once set only by a client-side render, never in the HTML of a page
  // loaded directly, and every test here started from "/" and navigated in the app.
  test("a page loaded directly keeps its marks through the menus' upgrade and a navigation", async ({
    page,
  }) => {
    await page.goto("/features/sales-crm");
    const nav = page.getByRole("navigation", { name: "Main" });
    const product = nav.getByRole("button", { name: PRODUCT });
    await expect(product).toHaveAttribute("aria-current", "page");
    // The Radix menus take over on the first hover of the header.
    await product.hover();
    await expect(product).toHaveAttribute("aria-expanded", "true");
    await expect(product).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: SALES_CRM })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");
    await nav.getByRole("link", { name: headerLabel("/about"), exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      nav.getByRole("link", { name: headerLabel("/about"), exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(product).not.toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test("a link pressed while the menus' code arrives still navigates on release", async ({
    page,
  }) => {
    // The menus' code is held until the press has begun, so it arrives mid-press, as it
    // does on a slow phone when the pointer goes straight from outside to a header link.
    const deliver = await holdRequests(page, chunkPattern("main-nav-menus"));
    await page.goto("/");
    const requests = watchRequests(page);
    const pricing = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: PRICING,
    });
    const box = await pricing.boundingBox();
    if (!box) throw new Error("the Pricing link is not drawn");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    deliver();
    // The code has arrived and been run, and frames have been drawn since.
    await requests.settled();
    await requests.settled();
    await page.mouse.up();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pricingHeadline);
  });

  // German's labels are the longest, and an editor may make the pricing link's as long as its
  // schema allows: from 768 px, where the menus show, the header holds it without scrolling
  // sideways. The label is the German header's own words, run on to that length.
  test("the German header holds a pricing label as long as the schema allows, from 768 px", async ({
    page,
  }) => {
    const longest = navigationSchema.shape.pricingLink.shape.label.maxLength ?? 0;
    const german = localizedContent("chrome/navigation.json", "de");
    const words = [german.pricingLink, ...german.headerLinks]
      .map((link: NavLink) => link.label)
      .join(" ");
    const label = `${words} `.repeat(Math.ceil(longest / words.length)).slice(0, longest);
    expect(label).toHaveLength(longest);
    await page.goto("/de");
    const header = page.getByRole("banner");
    const link = header.getByRole("link", { name: german.pricingLink.label, exact: true });
    await link.evaluate((element, text) => {
      element.textContent = text;
    }, label);
    for (const width of [768, 1024])
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        // Every control of the bar on screen, the language menu at its end too, and the
        // label inside the bar.
        for (const control of await header.getByRole("button").all()) {
          const box = await control.boundingBox();
          if (box) expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
        const bar = await header.boundingBox();
        const box = await header.getByRole("link", { name: label.trim() }).boundingBox();
        expect(box && bar && box.y + box.height <= bar.y + bar.height).toBe(true);
      });
  });

  test("the logo leads home", async ({ page }) => {
    await page.goto("/features");
    await page.getByRole("banner").getByRole("link", { name: "Flowboard home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHeadline);
  });
});

test.describe("mobile drawer @phone", () => {
  test("opens from the menu button and lists Product, Solutions, Pricing, Docs and About", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const hrefs = await drawer
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      // The search entry comes first, then the navigation.
      "/search",
      ...productMenuPaths,
      ...solutionsMenuPaths,
      "/pricing",
      "/features/developer-tools",
      "/about",
      // Then this page in each language.
      "/",
      "/de",
      "/ja",
      "/he",
    ]);
    await expect(
      drawer.getByRole("link", { name: drawerLabel("/features/developer-tools") }),
    ).toHaveAttribute("href", "/features/developer-tools");
    // It slides in from the right and rests against the right edge.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && Math.round(box.x + box.width);
      })
      .toBe(390);
  });

  test("the menu button shows at phone width and the desktop menus do not", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page.getByRole("button", { name: PRODUCT })).toBeHidden();
  });

  test("keeps focus inside while open and closes with Escape and the close button", async ({
    page,
  }) => {
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
  });

  test("a page loaded directly is marked in the drawer, and the mark follows a navigation", async ({
    page,
  }) => {
    await page.goto("/features/sales-crm");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(drawer.getByRole("link", { name: SALES_CRM })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await drawer.getByRole("link", { name: drawerLabel("/about") }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer.getByRole("link", { name: drawerLabel("/about") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(drawer.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test("choosing a link navigates and closes the drawer", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer
      .getByRole("link", { name: labelOf(navigation.productMenu.links, "/features") })
      .click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: featuresHeadline })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page
        .getByRole("dialog", { name: "Menu" })
        .getByRole("link", { name: labelOf(navigation.productMenu.links, "/features") }),
    ).toHaveAttribute("aria-current", "page");
  });
});
