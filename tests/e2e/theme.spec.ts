import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT = "rgb(255, 255, 255)";
const DARK = "rgb(11, 13, 20)";

/**
 * Records the theme attribute and the page colour in the first animation frame, which runs
 * just before the browser first paints (after the stylesheet, which blocks rendering).
 */
async function recordFirstPaintTheme(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstTheme: unknown }).firstTheme = {
        attr: document.documentElement.dataset.theme,
        bg: getComputedStyle(document.body).backgroundColor,
      };
    });
  });
}
/** What recordFirstPaintTheme recorded, once that first frame has run (it can follow `load`). */
async function firstTheme(page: Page) {
  await page.waitForFunction(() => "firstTheme" in window);
  return page.evaluate(() => (window as unknown as { firstTheme: unknown }).firstTheme);
}

test.describe("dark theme", () => {
  test("follows the system setting by default @desktop", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    expect(await background(page)).toBe(DARK);
    await page.emulateMedia({ colorScheme: "light" });
    expect(await background(page)).toBe(LIGHT);
  });

  test("the toggle moves system → light → dark → system and says which is in force @desktop", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/pricing");
    const toggle = page.getByRole("button", { name: /^Theme: / });
    await expect(toggle).toHaveAccessibleName("Theme: system");
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Theme: light");
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Theme: dark");
    expect(await background(page)).toBe(DARK);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Theme: system");
    expect(await background(page)).toBe(LIGHT);
  });

  test("the toggle works before the page's JavaScript has loaded", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    // The page's modules, its loader among them, are held back: only the head script can
    // answer. The parse ends only once the loader has run, so the page is read as it arrives.
    await page.route("**/assets/**/*.js", () => {});
    await page.goto("/about", { waitUntil: "commit" });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const toggle = page.getByRole("button", { name: /^Theme: / });
    await toggle.click();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Theme: dark");
    expect(await background(page)).toBe(DARK);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  });

  test("the choice survives a reload and a navigation, painted from the start @desktop", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await recordFirstPaintTheme(page);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: /^Theme: / });
    await toggle.click();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Theme: dark");

    await page.reload();
    expect(await firstTheme(page)).toEqual({ attr: "dark", bg: DARK });
    // A key press is the visitor's intent: the page hydrates, and the link below navigates
    // on the client.
    await page.keyboard.press("Shift");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    expect(await background(page)).toBe(DARK);

    await page.goto("/contact");
    expect(await firstTheme(page)).toEqual({ attr: "dark", bg: DARK });
  });

  test("a light choice holds against a dark system, from the first paint @desktop", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await recordFirstPaintTheme(page);
    await page.goto("/features");
    expect(await firstTheme(page)).toEqual({ attr: "light", bg: LIGHT });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, colorScheme: "dark" });

    test("the system setting still applies and the toggle is not shown @desktop", async ({
      page,
    }) => {
      await page.goto("/");
      expect(await background(page)).toBe(DARK);
      await expect(page.getByRole("button", { name: /^Theme: / })).toHaveCount(0);
    });
  });
});
