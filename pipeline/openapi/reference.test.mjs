// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadOpenApi } from "./document.mjs";
import { llmsTxt, referenceMarkdown } from "./markdown.mjs";
import { buildReference, describeType, fieldsOf, sampleRecords } from "./reference.mjs";
import { exampleUrl, sampleLanguages } from "./samples.mjs";

const document = loadOpenApi();
const reference = buildReference(document);
const byId = (id) => reference.operations.find((operation) => operation.id === id);

describe("the reference built from openapi.yaml", () => {
  it("has every operation with method, /api path, parameters, body and responses", () => {
    const deleteItem = byId("deleteItem");
    expect(deleteItem).toMatchObject({ method: "DELETE", endpoint: "/api/v1/items/{id}" });
    expect(deleteItem.parameters).toEqual([
      expect.objectContaining({
        name: "id",
        in: "path",
        required: true,
        type: "string",
        example: "1187462310",
      }),
    ]);
    expect(deleteItem.requestBody).toBeNull();
    expect(deleteItem.responses.map((response) => response.status)).toEqual([
      204, 400, 401, 404, 429,
    ]);

    const createItem = byId("createItem");
    expect(createItem.requestBody.fields.map((field) => field.name)).toEqual([
      "boardId",
      "itemName",
      "columnValues",
      "columnValues.status",
      "columnValues.priority",
      "columnValues.assignee",
      "columnValues.dueDate",
    ]);
    expect(JSON.parse(createItem.requestBody.example)).toEqual(sampleRecords(document).sampleItem);
    expect(JSON.parse(createItem.responses[0].example).id).toBe("1187462313");
  });

  it("describes types and limits in words", () => {
    expect(describeType({ type: "string", format: "email" })).toBe("string (email)");
    expect(describeType({ type: "string", enum: ["Low", "High"] })).toBe('"Low" | "High"');
    expect(describeType({ type: "array", items: { type: "integer" } })).toBe("array of integer");
    const limit = byId("listItems").parameters.find((parameter) => parameter.name === "limit");
    expect(limit.description).toBe("The most items to return (1 to 100; default 25).");
    expect(
      fieldsOf({
        type: "object",
        required: ["a"],
        properties: { a: { type: "string", maxLength: 3 } },
      }),
    ).toEqual([{ name: "a", type: "string", required: true, description: "at most 3 characters" }]);
  });

  it("lists the webhook as its own shape, with the fields of docs/spec/site-spec.md §3", () => {
    expect(reference.shapes.map((shape) => shape.name)).toEqual(["Webhook"]);
    expect(JSON.parse(reference.shapes[0].example)).toMatchObject({
      event: "update_item",
      config: { itemId: "1187462310" },
    });
  });

  it("takes the marketing pages' sample records and rate limits from the document", () => {
    const records = sampleRecords(document);
    expect(records.sampleTask).toEqual({
      title: "Review the homepage copy",
      status: "To Do",
      assignee: "leo.park@northwind.example",
    });
    expect(Object.keys(records.sampleItem.columnValues)).toEqual([
      "status",
      "priority",
      "assignee",
      "dueDate",
    ]);
    expect(records.rateLimitsPerMinute).toEqual({
      free: 60,
      team: 300,
      business: 1000,
      enterprise: 5000,
    });
  });
});

describe("code samples", () => {
  it("come in curl and the client-library languages the site lists, React left out", () => {
    expect(sampleLanguages.map((language) => language.label)).toEqual([
      "curl",
      "JavaScript (Node.js)",
      "Python",
      "PHP",
      "Ruby",
      "Java",
      "Go",
      ".NET (C#)",
    ]);
  });

  it("call the production URL with example values, the Bearer key and, for writes, the example body", () => {
    expect(exampleUrl(reference.productionUrl, byId("listItems"))).toBe(
      "https://flowboard.example/api/v1/items?boardId=4815162342&limit=10",
    );
    for (const operation of reference.operations) {
      const url = exampleUrl(reference.productionUrl, operation);
      for (const sample of operation.samples) {
        const where = `${operation.id} ${sample.language}`;
        expect(sample.code, where).toContain(url);
        expect(sample.code, where).toContain("FLOWBOARD_API_KEY");
        expect(sample.code, where).toMatch(/Bearer/);
        expect(sample.code.toUpperCase(), where).toContain(operation.method);
        if (operation.requestBody) {
          const body = JSON.parse(operation.requestBody.example);
          for (const value of Object.values(body).filter((entry) => typeof entry === "string"))
            expect(sample.code, where).toContain(JSON.stringify(value));
        }
      }
    }
  });

  it("the curl sample's body is the example, exactly", () => {
    const curl = byId("createItem").samples[0].code;
    expect(curl.split(" \\\n")[0]).toBe('curl -X POST "https://flowboard.example/api/v1/items"');
    const body = curl.slice(curl.indexOf("'") + 1, curl.lastIndexOf("'"));
    expect(JSON.parse(body)).toEqual(JSON.parse(byId("createItem").requestBody.example));
  });
});

describe("the Markdown copy and llms.txt", () => {
  const markdown = referenceMarkdown(reference, "https://flowboard.example");

  it("has every endpoint, its responses and a sample in each language", () => {
    for (const operation of reference.operations) {
      expect(markdown).toContain(
        `## ${operation.summary}: \`${operation.method} ${operation.endpoint}\``,
      );
      expect(markdown).toContain(
        `| ${operation.method} | \`${operation.endpoint}\` | ${operation.description} |`,
      );
    }
    expect(markdown.match(/^```shell$/gm)).toHaveLength(reference.operations.length);
    expect(markdown.match(/^```csharp$/gm)).toHaveLength(reference.operations.length);
    expect(markdown).toContain(
      "**429**: The key sent more requests this minute than its plan allows.",
    );
    expect(markdown).toContain("## Webhook");
    expect(markdown).toContain("(https://flowboard.example/openapi.json)");
  });

  it("llms.txt points to the Markdown reference and the document", () => {
    const text = llmsTxt(reference, "https://flowboard.example", "A Work OS for teams.");
    expect(text.startsWith("# Flowboard\n\n> A Work OS for teams.\n")).toBe(true);
    expect(text).toContain("(https://flowboard.example/resources/api-docs.md)");
    expect(text).toContain("(https://flowboard.example/openapi.yaml)");
  });
});
