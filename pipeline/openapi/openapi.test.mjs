// @vitest-environment node
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { createAjv, dereference } from "../../server/sandbox/validators.mjs";
import { listOperations, loadOpenApi } from "./document.mjs";

const document = loadOpenApi();

describe("openapi.yaml", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  // The four endpoints of docs/spec/site-spec.md §7.2 first, then the item endpoints.
  it("holds the four documented and the item endpoints, each with an operation id", () => {
    const calls = listOperations(document).map(
      (operation) => `${operation.method} ${operation.endpoint}`,
    );
    expect(calls).toEqual([
      "GET /api/v1/projects",
      "POST /api/v1/tasks",
      "PUT /api/v1/tasks/{taskId}",
      "GET /api/v1/users/me",
      "GET /api/v1/items",
      "POST /api/v1/items",
      "PUT /api/v1/items/{id}",
      "DELETE /api/v1/items/{id}",
    ]);
  });

  it("asks every operation for the bearer key", () => {
    expect(document.security).toEqual([{ apiKey: [] }]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    for (const item of Object.values(document.paths))
      for (const operation of Object.values(item)) expect(operation.security).toBeUndefined();
  });

  it("documents 401 and 429 on every operation, and errors in one shape whose status repeats the code", () => {
    for (const operation of listOperations(document)) {
      const statuses = operation.responses.map((response) => response.status);
      expect(statuses, operation.id).toEqual(expect.arrayContaining([401, 429]));
      if (operation.parameters.some((parameter) => parameter.in === "path"))
        expect(statuses, operation.id).toContain(404);
      if (operation.requestBody) expect(statuses, operation.id).toContain(400);
      for (const response of operation.responses.filter((entry) => entry.status >= 400)) {
        expect(response.schema.required).toEqual(["status", "error", "message"]);
        expect(response.example.status).toBe(response.status);
      }
    }
  });
});

describe("every example in openapi.yaml validates against its schema", () => {
  const resolved = dereference(document);
  const ajv = createAjv();
  const examples = [];
  beforeAll(() => {
    for (const [path, item] of Object.entries(resolved.paths)) {
      for (const parameter of item.parameters ?? [])
        examples.push([`${path} parameter ${parameter.name}`, parameter.schema, parameter.example]);
      for (const [method, operation] of Object.entries(item)) {
        if (method === "parameters") continue;
        for (const parameter of operation.parameters ?? [])
          examples.push([
            `${method} ${path} parameter ${parameter.name}`,
            parameter.schema,
            parameter.example,
          ]);
        const body = operation.requestBody?.content["application/json"];
        if (body) examples.push([`${method} ${path} request`, body.schema, body.example]);
        for (const [status, response] of Object.entries(operation.responses)) {
          const content = response.content?.["application/json"];
          if (content)
            examples.push([`${method} ${path} ${status}`, content.schema, content.example]);
          for (const [name, header] of Object.entries(response.headers ?? {}))
            for (const example of header.schema.examples ?? [])
              examples.push([`${method} ${path} ${status} ${name}`, header.schema, example]);
        }
      }
    }
    for (const [name, schema] of Object.entries(resolved.components.schemas))
      for (const [index, example] of (schema.examples ?? []).entries())
        examples.push([`components.schemas.${name}.examples[${index}]`, schema, example]);
  });

  it("finds examples for every request body, response and named shape", () => {
    // 8 operations: 4 request bodies, 8 success and 26 error responses, parameters, shapes.
    expect(examples.length).toBeGreaterThanOrEqual(40);
    for (const [where, , example] of examples) expect(example, where).not.toBeUndefined();
  });

  it("each one passes", () => {
    const failures = examples
      .map(([where, schema, example]) => {
        const check = ajv.compile(schema);
        return check(example) ? null : `${where}: ${ajv.errorsText(check.errors)}`;
      })
      .filter(Boolean);
    expect(failures).toEqual([]);
  });

  it("and a broken example would not", () => {
    const item = resolved.components.schemas.NewItem;
    const check = ajv.compile(item);
    expect(check({ boardId: "not a number", itemName: "x" })).toBe(false);
    expect(check({ boardId: "42", itemName: "" })).toBe(false);
    expect(check({ boardId: "42", itemName: "x", colour: "red" })).toBe(false);
  });
});
