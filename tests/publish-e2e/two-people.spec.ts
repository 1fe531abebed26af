import { readFileSync } from "node:fs";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { formatUsd } from "../../app/lib/format-number";
import { LOGIN_TIMEOUT_MS, logIn, newAccount } from "../e2e/admin-helpers";
import { failed, screenshotPages } from "../e2e/failure-screenshots";

/**
 * Publishing from the browser as the team works (issue 71, item 9), against the production
 * server with its releases and content repository (playwright.publish.config.ts):
 * - a viewer is refused the editor;
 * - an editor, at /admin/edit, changes the home headline, the Team plan's price and the
 *   German hero in Decap's forms, each saved as a change and set In review; an emptied
 *   price is refused at its box and never saved;
 * - a publisher, in a second browser, reads the changes field by field at /admin/review,
 *   sets each Ready in Decap, and publishes the three together from the editor's
 *   publishing panel: one real check and build, its progress shown in the panel;
 * - without a restart, /, /pricing and /de show what the editor typed;
 * - the publisher makes the earlier release live again at /admin/releases, and / shows the
 *   old headline.
 * The words typed are the test's own; the words before are read from the content files.
 */

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const before = {
  title: readJson("content/pages/home.json").hero.title as string,
  germanTitle: readJson("content/translations/de/pages/home.json").hero.title as string,
  teamPrice: (
    readJson("content/pricing/plans.json").plans as { id: string; monthlyPrice: { USD: number } }[]
  ).find((plan) => plan.id === "team")?.monthlyPrice.USD as number,
};
const typed = {
  title: "Every team's plan on one board, live today",
  germanTitle: "Der Plan jedes Teams auf einem Board, ab heute live",
  teamPrice: before.teamPrice + 7,
};

let contexts: BrowserContext[] = [];
async function person(browser: Browser, role: string) {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await logIn(page, await newAccount(role));
  return page;
}

test.afterEach(async ({ browser: _browser }, testInfo) => {
  if (failed(testInfo)) await screenshotPages(contexts, testInfo);
  for (const context of contexts) await context.close();
  contexts = [];
});

/**
 * A form as a person opens it: its collection in the sidebar, then its file, whose link also
 * names its count of outdated fields (a translation's) and the status of a change under way.
 */
async function openForm(page: Page, collection: string, file: string) {
  await page.goto("/admin/edit#/");
  await page
    .getByRole("link", { name: collection, exact: true })
    .click({ timeout: LOGIN_TIMEOUT_MS });
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await page
    .getByRole("link", {
      name: new RegExp(`^${escaped}( · \\d+ outdated)?\\s*(draft|in review|ready)?$`, "i"),
    })
    .click();
}
const titleBox = (page: Page) => page.getByRole("textbox", { name: "Title", exact: true }).first();
async function openTeamPrice(page: Page) {
  await openForm(page, "Pricing", "Pricing: plans, prices and limits");
  const plans = page.locator('[aria-label="list field"]').filter({ hasText: "Add plan" });
  await plans.getByRole("button", { name: "Expand" }).first().click();
  // Each price has a box per currency: the Team plan's monthly dollars, after Free's two.
  return page.getByRole("textbox", { name: "USD" }).nth(2);
}
/** Replaces a field's text as a paste does: select all, then the new text in one input. */
async function retype(field: ReturnType<Page["getByRole"]>, text: string) {
  await field.click();
  await field.press("Control+a");
  await field.page().keyboard.insertText(text);
}
/** Saves the form as a change of its own, then sets its status. */
async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: /^Status: / })).toBeVisible({ timeout: 30_000 });
}
async function setStatus(page: Page, status: "In review" | "Ready") {
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("menuitem", { name: status }).click();
  await expect(page.getByRole("button", { name: `Status: ${status}` })).toBeVisible({
    timeout: 30_000,
  });
}

test("an editor's three changes reviewed and published together by a publisher, live without a restart, then rolled back @desktop", async ({
  browser,
}) => {
  await test.step("a viewer is refused the editor", async () => {
    const viewer = await person(browser, "viewer");
    const refusal = await viewer.goto("/admin/edit");
    expect(refusal?.status()).toBe(403);
    await expect(viewer.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  });

  const editor = await person(browser, "editor");
  await test.step("the editor changes the home headline and sends it for review", async () => {
    await openForm(editor, "Pages", "Home page");
    await expect(titleBox(editor)).toHaveValue(before.title, { timeout: LOGIN_TIMEOUT_MS });
    await retype(titleBox(editor), typed.title);
    await save(editor);
    await setStatus(editor, "In review");
  });

  await test.step("an emptied Team price is refused at its box; the new price is saved for review", async () => {
    // Leaving a form with unsaved edits asks to discard them: the editor agrees.
    editor.on("dialog", (dialog) => dialog.accept());
    const price = await openTeamPrice(editor);
    await expect(price).toHaveValue(String(before.teamPrice));
    await price.click();
    await price.press("Control+a");
    await price.press("Delete");
    await editor.getByRole("button", { name: "Save", exact: true }).click();
    await expect(price).toHaveAccessibleDescription(/no USD price/);
    await expect(
      editor
        .getByRole("alert")
        .filter({ hasText: /^Not saved\./ })
        .first(),
    ).toBeVisible();
    await expect(editor.getByRole("button", { name: /^Status: / })).toHaveCount(0);
    await retype(price, String(typed.teamPrice));
    await save(editor);
    await setStatus(editor, "In review");
  });

  await test.step("the editor changes the German hero and sends it for review", async () => {
    await openForm(editor, "German (Deutsch)", "Home page");
    await expect(titleBox(editor)).toHaveValue(before.germanTitle, {
      timeout: LOGIN_TIMEOUT_MS,
    });
    await retype(titleBox(editor), typed.germanTitle);
    await save(editor);
    await setStatus(editor, "In review");
  });

  const publisher = await person(browser, "publisher");
  await test.step("the publisher reads the three changes field by field", async () => {
    await publisher.goto("/admin/review");
    const changes = publisher.getByRole("table", { name: "Changes under review" });
    const rows = changes.getByRole("row").filter({ hasText: "In review" });
    await expect(rows).toHaveCount(3);
    const links = await changes
      .getByRole("link")
      .evaluateAll((anchors) =>
        anchors.map((anchor) => (anchor as HTMLAnchorElement).getAttribute("href") ?? ""),
      );
    const seen: string[] = [];
    for (const href of links) {
      await publisher.goto(href);
      for (const cell of await publisher.getByRole("cell").allTextContents()) seen.push(cell);
    }
    for (const [was, now] of [
      [before.title, typed.title],
      [before.germanTitle, typed.germanTitle],
      [String(before.teamPrice), String(typed.teamPrice)],
    ]) {
      expect(seen).toContain(was);
      expect(seen).toContain(now);
    }
  });

  await test.step("the publisher sets each Ready and publishes them together from the editor", async () => {
    await openForm(publisher, "Pages", "Home page");
    await expect(titleBox(publisher)).toHaveValue(typed.title, { timeout: LOGIN_TIMEOUT_MS });
    await setStatus(publisher, "Ready");
    publisher.on("dialog", (dialog) => dialog.accept());
    await openTeamPrice(publisher);
    await setStatus(publisher, "Ready");
    await openForm(publisher, "German (Deutsch)", "Home page");
    await expect(titleBox(publisher)).toHaveValue(typed.germanTitle);
    await setStatus(publisher, "Ready");

    const panel = publisher.getByRole("region", { name: "Publishing" });
    await publisher.locator("#publishing-panel > summary").click();
    const ready = panel.getByRole("group", { name: "Publish together:" }).getByRole("checkbox");
    await expect(ready).toHaveCount(3, { timeout: 30_000 });
    for (const box of await ready.all()) await expect(box).toBeChecked();
    await expect(panel.getByRole("radio", { name: "Now" })).toBeChecked();
    await panel.getByRole("button", { name: "Publish ready changes" }).click();
    const queued = panel.getByText(/^Published .*; publish \d+ is queued\.$/);
    await expect(queued).toBeVisible({ timeout: 60_000 });
    const id = /publish (\d+) is queued/.exec((await queued.textContent()) ?? "")?.[1];
    // The panel follows that publish through its stages to live, with the time it took.
    await expect(panel.getByRole("status").first()).toContainText(
      new RegExp(`Publish ${id}: (Queued|Checking the content|Building), \\d`),
    );
    await expect(
      panel.getByText(
        new RegExp(`^Publish ${id} is live \\(took (\\d+\\.\\d s|\\d+ min \\d+ s)\\)\\.$`),
      ),
    ).toBeVisible({ timeout: 840_000 });
  });

  const visitorContext = await browser.newContext();
  contexts.push(visitorContext);
  const visitor = await visitorContext.newPage();
  await test.step("without a restart, /, /pricing and /de show the changes", async () => {
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(typed.title);
    await visitor.goto("/de");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(typed.germanTitle);
    await visitor.goto("/pricing");
    await expect(visitor.getByRole("main")).toContainText(formatUsd(typed.teamPrice, "en"));
  });

  await test.step("making the earlier release live again shows the old headline", async () => {
    await publisher.goto("/admin/releases");
    const kept = publisher.getByRole("table", { name: "Kept releases, newest first" });
    await expect(kept.getByRole("row").nth(1)).toContainText("Live now");
    await kept
      .getByRole("button", { name: /^Make live/ })
      .first()
      .click();
    await expect(publisher.getByRole("status")).toContainText(/^Release \d+ is live now\.$/);
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(before.title);
  });
});
