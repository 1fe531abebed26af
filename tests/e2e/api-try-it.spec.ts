import type { Locator, Page } from "@playwright/test";
import { englishMessage } from "../support/site-content";
import { expect, test } from "./fixtures";
import { axeScan, summarizeViolations } from "./page-checks";

/** The "Try it" panels of the API reference, against the production server's sandbox. */

const operation = (page: Page, summary: string) => page.getByRole("article", { name: summary });

async function openTryIt(page: Page, summary: string): Promise<Locator> {
  const article = operation(page, summary);
  const button = article.getByRole("button", { name: `Try it: ${summary}` });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(article.getByRole("button", { name: `Close Try it: ${summary}` })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const panel = article.getByRole("region", { name: `Try it: ${summary}` });
  await expect(panel).toBeVisible();
  return panel;
}

const responseBody = (panel: Locator) =>
  panel.getByRole("region", { name: "Response body" }).locator("pre");

test.describe("API reference: Try it", () => {
  // The browser logs each 4xx the sandbox answers on purpose (401 without a key, 404 for a
  // deleted item, the static host's 404 page).
  test.use({
    allowedConsole: [/Failed to load resource: the server responded with a status of 40[14]/],
  });

  test("loads the panel's code only when it is opened @desktop", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/resources/api-docs");
    await expect(page.getByRole("article")).toHaveCount(9);
    const before = scripts.length;
    expect(scripts.filter((script) => /try-it-panel|query-provider/.test(script))).toEqual([]);
    await openTryIt(page, "List projects");
    await expect
      .poll(() => scripts.slice(before).some((script) => /try-it-panel/.test(script)))
      .toBe(true);
  });

  test("create an item, see it listed, delete it @desktop", async ({ page }) => {
    await page.goto("/resources/api-docs");

    const create = await openTryIt(page, "Create an item");
    const body = create.getByLabel("Request body (JSON)");
    await expect(body).toHaveValue(/"itemName": "Homepage relaunch"/);
    await body.fill(
      JSON.stringify(
        { boardId: "4815162342", itemName: "Try-it checklist", columnValues: { priority: "Low" } },
        null,
        2,
      ),
    );
    await create.getByRole("button", { name: "Send request" }).click();
    await expect(create.getByRole("status")).toContainText("Status: 201");
    await expect(responseBody(create)).toContainText('"itemName": "Try-it checklist"');
    const created = JSON.parse((await responseBody(create).textContent()) ?? "{}");
    expect(created.id).toMatch(/^\d+$/);
    const headers = create.getByRole("region", { name: "Response headers" });
    await expect(headers).toContainText(`location: /sandbox/v1/items/${created.id}`);
    await expect(headers).toContainText("content-type: application/json");

    const list = await openTryIt(page, "List items");
    await list.getByRole("button", { name: "Send request" }).click();
    await expect(list.getByRole("status")).toContainText("Status: 200");
    await expect(responseBody(list)).toContainText("Try-it checklist");

    const remove = await openTryIt(page, "Delete an item");
    await remove.getByLabel(/^id/).fill(created.id);
    await remove.getByRole("button", { name: "Send request" }).click();
    await expect(remove.getByRole("status")).toContainText("Status: 204");
    await expect(responseBody(remove)).toHaveText("No body.");

    await list.getByRole("button", { name: "Send request" }).click();
    await expect(list.getByRole("status")).toContainText("Status: 200");
    await expect(responseBody(list)).not.toContainText("Try-it checklist");

    // Deleting it again: the sandbox's 404, shown as the site's fetcher reports errors.
    await remove.getByRole("button", { name: "Send request" }).click();
    await expect(remove.getByRole("status")).toContainText("Status: 404");
    await expect(remove).toContainText(
      `404: {"status":404,"error":"not_found","message":"No item with id ${created.id}."}`,
    );

    expect(await scan(page, "#createItem")).toEqual([]);
  });

  test("works from the keyboard, and answers 401 without a key @desktop", async ({ page }) => {
    await page.goto("/resources/api-docs");
    const button = operation(page, "Get the current user").getByRole("button", {
      name: "Try it: Get the current user",
    });
    await button.focus();
    await page.keyboard.press("Enter");
    const panel = operation(page, "Get the current user").getByRole("region", {
      name: "Try it: Get the current user",
    });
    const key = panel.getByLabel("Sandbox key");
    await expect(key).toHaveValue(/^sbx_[0-9a-f]{24}$/);
    await page.keyboard.press("Tab");
    await expect(key).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: "Send request" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("status")).toContainText("Status: 200");
    await expect(responseBody(panel)).toContainText('"email": "maya.chen@northwind.example"');

    await key.fill("");
    await panel.getByRole("button", { name: "Send request" }).press("Enter");
    await expect(panel.getByRole("status")).toContainText("Status: 401");
    await expect(panel).toContainText('401: {"status":401,"error":"unauthorized"');
    expect(await scan(page, "#getCurrentUser")).toEqual([]);

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(
      operation(page, "Get the current user").getByRole("button", {
        name: "Close Try it: Get the current user",
      }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel).toHaveCount(0);
  });

  test("on a host without the Node server, the panel says the sandbox needs it @desktop", async ({
    page,
  }) => {
    await page.route("**/sandbox/**", (route) =>
      route.fulfill({
        status: 404,
        contentType: "text/html",
        body: "<!DOCTYPE html><title>Page not found</title><h1>Page not found</h1>",
      }),
    );
    await page.goto("/resources/api-docs");
    const panel = await openTryIt(page, "List projects");
    await panel.getByRole("button", { name: "Send request" }).click();
    await expect(panel.getByRole("alert")).toHaveText(englishMessage("try_it_unavailable"));
  });
});

async function scan(page: Page, selector: string) {
  const { violations } = await axeScan(page).include(selector).analyze();
  return summarizeViolations(violations);
}
