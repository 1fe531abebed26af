import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The API reference on /resources/api-docs, generated from openapi.yaml at build. */

const operation = (page: Page, summary: string) => page.getByRole("article", { name: summary });

test.describe("API reference generated from openapi.yaml @desktop", () => {
  test("each endpoint shows method, path, parameters, body, responses with examples and samples", async ({
    page,
  }) => {
    await page.goto("/resources/api-docs");
    const create = operation(page, "Create an item");
    await expect(create.locator("p").first()).toHaveText("POST/api/v1/items");
    await expect(create.getByRole("heading", { name: "Request body" })).toBeVisible();
    await expect(create.getByRole("listitem").filter({ hasText: "itemName" })).toContainText(
      "required",
    );
    await expect(
      create.getByRole("figure", { name: "Example 201 response: Create an item" }),
    ).toContainText('"id": "1187462313"');
    await expect(
      create.getByRole("figure", { name: "Example 429 response: Create an item" }),
    ).toContainText('"error": "rate_limited"');
    const curl = create.getByRole("figure", { name: "curl sample: Create an item" });
    await expect(curl).toBeVisible();
    await expect(curl).toContainText('curl -X POST "https://flowboard.example/api/v1/items"');
    // Highlighted at build: the prerendered HTML carries the token colours.
    // A string token (app/lib/token-classes.ts) is drawn in its own colour, not the code's.
    const stringToken = curl.locator("span.tk-s").first();
    await expect(stringToken).toBeVisible();
    const colour = (element: Element) => getComputedStyle(element).color;
    expect(await stringToken.evaluate(colour)).not.toBe(
      await curl.locator("code").evaluate(colour),
    );
    for (const label of [
      "JavaScript (Node.js)",
      "Python",
      "PHP",
      "Ruby",
      "Java",
      "Go",
      ".NET (C#)",
    ]) {
      const exact = new RegExp(`^${label.replace(/[.()]/g, "\\$&")}$`);
      const summary = create.locator("summary", { hasText: exact });
      await summary.click();
      await expect(
        create.getByRole("figure", { name: `${label} sample: Create an item` }),
      ).toBeVisible();
    }
    await expect(create.getByLabel("Python sample: Create an item")).toContainText(
      "requests.post(",
    );

    const remove = operation(page, "Delete an item");
    await expect(remove.getByRole("listitem").filter({ hasText: "in path" })).toContainText("id");
    await expect(remove.getByRole("definition").first()).toContainText("The item is gone");
    await expect(operation(page, "Webhook")).toContainText('"event": "update_item"');
  });

  test("the Markdown copy, llms.txt and the document are published with their types", async ({
    page,
  }) => {
    await page.goto("/resources/api-docs");
    await expect(page.getByRole("link", { name: "Reference as Markdown" })).toHaveAttribute(
      "href",
      "/resources/api-docs.md",
    );
    const markdown = await page.request.get("/resources/api-docs.md");
    expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(await markdown.text()).toContain("## Create an item: `POST /api/v1/items`");
    const json = await page.request.get("/openapi.json");
    expect(json.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect((await json.json()).openapi).toBe("3.1.0");
    const yaml = await page.request.get("/openapi.yaml");
    expect(yaml.headers()["content-type"]).toBe("application/yaml; charset=utf-8");
    const llms = await page.request.get("/llms.txt");
    expect(await llms.text()).toMatch(/\(https?:\/\/[^)]+\/resources\/api-docs\.md\)/);
  });
});
