import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, OWN_CONTEXT, test } from "./fixtures";

/*
 * Icon-only controls name themselves in a tooltip: the footer's social links, the header's
 * search and theme buttons, copy buttons. The tooltip primitive's constants (docs/spec/site-spec.md
 * §4) are checked on the browser's clock: it opens 700 ms after the pointer rests, a
 * neighbour within 300 ms of closing opens at once, on the top side, 4 px away.
 */

const START = new Date("2026-11-21T10:00:00Z");

/**
 * Loads `route` on a clock that, after hydration, moves only when the test says. Hydrated
 * first: a paused clock holds the page loader's timers too, so the app could not start;
 * the first hover on a page as it arrives is cold-start.spec.ts's.
 */
async function gotoOnPausedClock(page: Page, route: string) {
  await page.clock.install({ time: START });
  await gotoHydrated(page, route);
  // Settled first: the page's own requests done (the loader's module, the chunks hydration
  // fetched) and its short timers run on the running clock. Then paused just ahead of the
  // page's own time: pausing jumps the clock there and fires every timer due on the way.
  // A jump of five minutes fired at once every timer the app had set for later, and one of
  // a second still met an uncaught error inside React ("reading 'controller'") in one full
  // run in two or three once the loader became a module (more of the page's start falls
  // after hydration's mark); neither happens to a visitor, whose clock does not jump.
  await page.waitForLoadState("networkidle");
  // The page's clock runs on between the read and the pause, and a pause behind the page's
  // time is refused ("Cannot fast-forward to the past"): on a host three times slower the
  // two calls once took more than 100 ms. Read and pause again, a little further ahead.
  for (let ahead = 100; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(new Date(now + ahead));
      return;
    } catch (error) {
      if (ahead >= 800 || !String(error).includes("fast-forward to the past")) throw error;
    }
  }
}

/**
 * Rests the pointer on `control`. The first one reached loads the tooltip layer, which puts
 * its trigger inside the control; the pointer's next move over it is what Radix answers.
 */
async function pointAt(control: Locator) {
  await control.hover({ position: { x: 5, y: 5 } });
  await expect(control.locator("[data-state]")).toHaveCount(1);
  await control.hover({ position: { x: 8, y: 8 } });
}

test.describe("tooltips @desktop", () => {
  // On the browser's clock: a context of its own (fixtures.ts).
  test.use(OWN_CONTEXT);
  test("open 700 ms after the pointer rests, on top, 4 px from the control", async ({ page }) => {
    await gotoOnPausedClock(page, "/");
    const linkedIn = page.getByRole("link", { name: "Flowboard on LinkedIn" });
    await linkedIn.scrollIntoViewIfNeeded();
    await pointAt(linkedIn);
    const tooltip = page.getByRole("tooltip");

    await page.clock.runFor(690);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(10);
    await expect(tooltip).toHaveText("Flowboard on LinkedIn");

    const content = page.locator("[data-radix-popper-content-wrapper] > [data-side]");
    await expect(content).toHaveAttribute("data-side", "top");
    const box = await content.boundingBox();
    const anchor = await linkedIn.boundingBox();
    expect(box && anchor && Math.round(anchor.y - (box.y + box.height))).toBe(4);
  });

  test("a neighbour opens at once within 300 ms, and waits again after", async ({ page }) => {
    await gotoOnPausedClock(page, "/");
    const footer = page.getByRole("contentinfo");
    const social = (name: string) => footer.getByRole("link", { name: `Flowboard on ${name}` });
    const [linkedIn, x, gitHub] = [social("LinkedIn"), social("X"), social("GitHub")];
    await linkedIn.scrollIntoViewIfNeeded();
    const tooltip = page.getByRole("tooltip");
    await pointAt(linkedIn);
    await page.clock.runFor(700);
    await expect(tooltip).toHaveText("Flowboard on LinkedIn");

    await pointAt(x);
    await expect(tooltip).toHaveText("Flowboard on X");

    // Away from the tooltip and its control, then past the 300 ms skip window. Radix lets
    // the pointer cross toward the tooltip from where it left the control, and closes on a
    // move off that path once it has drawn the path (a render later): the pointer goes on
    // moving over the header's logo, as a hand does, until it has.
    await page.mouse.move(0, 0);
    let step = 0;
    await expect(async () => {
      step += 1;
      await page.mouse.move(50 + (step % 2) * 10, 50);
      await expect(tooltip).toHaveCount(0, { timeout: 250 });
    }).toPass();
    await page.clock.runFor(310);
    await pointAt(gitHub);
    await page.clock.runFor(600);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(tooltip).toHaveText("Flowboard on GitHub");
  });

  test("the header's search names its shortcuts, and a press still does its work", async ({
    page,
  }) => {
    await gotoOnPausedClock(page, "/about");
    const theme = page.getByRole("button", { name: /^Theme: / });
    await pointAt(page.getByRole("link", { name: "Search" }));
    await page.clock.runFor(700);
    await expect(page.getByRole("tooltip")).toHaveText("Search the site (Ctrl+K or /)");

    await pointAt(theme);
    await expect(page.getByRole("tooltip")).toHaveText("Theme: system");
    await theme.click();
    await expect(theme).toHaveAccessibleName("Theme: light");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });
});

test("keyboard focus shows a control's tooltip at once, and Escape hides it @desktop", async ({
  page,
}) => {
  await page.goto("/resources/api-docs");
  const copy = page.getByRole("button", { name: /^Copy / }).first();
  const name = await copy.getAttribute("aria-label");
  // Focus the control before the copy button from the keyboard, then Tab onto it.
  await copy.evaluate((button) => {
    const controls = [...document.querySelectorAll<HTMLElement>("a[href], button")];
    controls[controls.indexOf(button as HTMLElement) - 1]?.focus();
  });
  await page.keyboard.press("Tab");
  await expect(copy).toBeFocused();
  await expect(page.getByRole("tooltip")).toHaveText(name ?? "");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await expect(copy).toBeFocused();
});
