// @vitest-environment node
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { loadOpenApi } from "../../pipeline/openapi/document.mjs";
import { registerSandbox } from "./routes.mjs";
import { createAjv, dereference } from "./validators.mjs";

const document = loadOpenApi();
const resolved = dereference(document);
const ajv = createAjv();
const KEY = "Bearer sandbox_test_key";

let clock = Date.parse("2026-11-23T10:00:00Z");
const apps = [];

function sandbox(limits = {}) {
  const app = Fastify();
  const store = registerSandbox(app, {
    document,
    headers: { "x-content-type-options": "nosniff" },
    limits,
    now: () => clock,
  });
  apps.push(app);
  return { app, store };
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const call = (app, method, url, { key = KEY, body, headers = {} } = {}) =>
  app.inject({
    method,
    url: `/sandbox${url}`,
    headers: {
      ...(key ? { authorization: key } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    payload:
      body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

/** The response validates against the schema the document gives for this status. */
function expectDocumented(response, path, method) {
  const documented = resolved.paths[path][method].responses[String(response.statusCode)];
  expect(documented, `${method} ${path} documents ${response.statusCode}`).toBeDefined();
  const schema = documented.content?.["application/json"]?.schema;
  if (!schema) {
    expect(response.body).toBe("");
    return;
  }
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const check = ajv.compile(schema);
  const body = response.json();
  expect(check(body) ? [] : check.errors).toEqual([]);
  return body;
}

describe("the sandbox answers every documented status", () => {
  it("lists the seeded items, newest first, filtered and limited", async () => {
    const { app } = sandbox();
    const all = expectDocumented(await call(app, "GET", "/v1/items"), "/v1/items", "get");
    expect(all.items.map((item) => item.itemName)).toEqual([
      "Pricing page copy review",
      "Launch email to customers",
      "Homepage relaunch",
    ]);
    const limited = await call(app, "GET", "/v1/items?limit=1&boardId=4815162342");
    expect(limited.json().count).toBe(1);
    expect((await call(app, "GET", "/v1/items?boardId=1")).json().count).toBe(0);
    const bad = await call(app, "GET", "/v1/items?limit=500");
    expect(bad.statusCode).toBe(400);
    expect(expectDocumented(bad, "/v1/items", "get").message).toBe("limit: must be <= 100");
  });

  it("creates, updates, lists and deletes an item: 201, 200, 204, then 404", async () => {
    const { app } = sandbox();
    const example =
      document.paths["/v1/items"].post.requestBody.content["application/json"].example;
    const created = await call(app, "POST", "/v1/items", { body: example });
    expect(created.statusCode).toBe(201);
    const item = expectDocumented(created, "/v1/items", "post");
    expect(item).toMatchObject({ id: "1187462313", ...example });
    expect(created.headers.location).toBe("/sandbox/v1/items/1187462313");

    const updated = await call(app, "PUT", `/v1/items/${item.id}`, {
      body: { columnValues: { status: "Done" } },
    });
    expect(updated.statusCode).toBe(200);
    expect(expectDocumented(updated, "/v1/items/{id}", "put").columnValues).toEqual({
      ...example.columnValues,
      status: "Done",
    });
    expect((await call(app, "GET", "/v1/items")).json().items[0].id).toBe(item.id);

    const deleted = await call(app, "DELETE", `/v1/items/${item.id}`);
    expect(deleted.statusCode).toBe(204);
    expectDocumented(deleted, "/v1/items/{id}", "delete");
    const again = await call(app, "DELETE", `/v1/items/${item.id}`);
    expect(again.statusCode).toBe(404);
    expect(expectDocumented(again, "/v1/items/{id}", "delete").message).toBe(
      `No item with id ${item.id}.`,
    );
    const put404 = await call(app, "PUT", "/v1/items/999", { body: { itemName: "x" } });
    expect(put404.statusCode).toBe(404);
    expectDocumented(put404, "/v1/items/{id}", "put");
  });

  // The endpoints of docs/spec/site-spec.md §7.2.
  it("answers the documented projects, tasks and users/me endpoints", async () => {
    const { app } = sandbox();
    expect(
      expectDocumented(await call(app, "GET", "/v1/projects"), "/v1/projects", "get").count,
    ).toBe(2);
    expect(
      expectDocumented(await call(app, "GET", "/v1/users/me"), "/v1/users/me", "get").email,
    ).toBe("maya.chen@northwind.example");
    const task = await call(app, "POST", "/v1/tasks", {
      body: { title: "Review the homepage copy", status: "To Do" },
    });
    expect(task.statusCode).toBe(201);
    expect(expectDocumented(task, "/v1/tasks", "post")).toMatchObject({
      id: "3141592651",
      projectId: "2718281828",
    });
    const moved = await call(app, "PUT", "/v1/tasks/3141592650", { body: { status: "Done" } });
    expect(expectDocumented(moved, "/v1/tasks/{taskId}", "put").status).toBe("Done");
    const unknownProject = await call(app, "POST", "/v1/tasks", {
      body: { title: "x", status: "Done", projectId: "1" },
    });
    expect(unknownProject.statusCode).toBe(400);
    expect(unknownProject.json().message).toBe("projectId: no project with id 1.");
  });

  it("answers 400 with the field and the rule for a body that breaks the schema", async () => {
    const { app } = sandbox();
    const cases = [
      [{ boardId: "4815162342", itemName: "" }, "itemName: must NOT have fewer than 1 characters"],
      [{ itemName: "x" }, "body: must have required property 'boardId'"],
      [{ boardId: 42, itemName: "x" }, "boardId: must be string"],
      [
        { boardId: "42", itemName: "x", colour: "red" },
        "body: must NOT have additional properties (colour)",
      ],
      [
        { boardId: "42", itemName: "x", columnValues: { priority: "Urgent" } },
        'columnValues.priority: must be equal to one of the allowed values: "Low", "Medium", "High", "Critical"',
      ],
      [[], "body: must be object"],
      ["null", "body: send a JSON object with Content-Type: application/json"],
      ["{not json", "body: not valid JSON."],
    ];
    for (const [body, message] of cases) {
      const response = await call(app, "POST", "/v1/items", { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectDocumented(response, "/v1/items", "post").message).toBe(message);
    }
    const text = await call(app, "POST", "/v1/items", {
      body: "boardId=1",
      headers: { "content-type": "text/plain" },
    });
    expect(text.json()).toEqual({
      status: 400,
      error: "invalid_request",
      message: "Send the body as JSON with Content-Type: application/json.",
    });
    const noBody = await call(app, "POST", "/v1/items");
    expect(noBody.statusCode).toBe(400);
    const emptyUpdate = await call(app, "PUT", "/v1/items/1187462310", { body: {} });
    expect(emptyUpdate.json().message).toBe("body: must NOT have fewer than 1 properties");
    const hostileId = await call(app, "PUT", "/v1/items/..%2F..%2Fetc", {
      body: { itemName: "x" },
    });
    expect(hostileId.statusCode).toBe(400);
    expect(hostileId.json().message).toBe('id: must match pattern "^[0-9]{1,19}$"');
  });

  it("answers 401 without a key or with a malformed one, before reading the body", async () => {
    const { app, store } = sandbox();
    for (const key of [
      null,
      "sandbox_test_key",
      "Bearer short",
      "Basic abcdefghij",
      `Bearer ${"k".repeat(65)}`,
    ]) {
      const response = await call(app, "POST", "/v1/items", { key, body: "{not json" });
      expect(response.statusCode).toBe(401);
      expect(expectDocumented(response, "/v1/items", "post").error).toBe("unauthorized");
    }
    expect(store.size).toBe(0);
  });

  it("answers 413 for a body over 16 KB", async () => {
    const { app } = sandbox();
    const response = await call(app, "POST", "/v1/items", {
      body: { boardId: "1", itemName: "x".repeat(20_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(expectDocumented(response, "/v1/items", "post").error).toBe("payload_too_large");
  });

  it("answers 429 with Retry-After past the rate limit, and serves again in the next window", async () => {
    const { app } = sandbox({ requestsPerWindow: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await call(app, "GET", "/v1/items")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await call(app, "GET", "/v1/items");
    expect(expectDocumented(limited, "/v1/items", "get").error).toBe("rate_limited");
    expect(limited.headers["retry-after"]).toBe("60");
    expect(limited.headers["ratelimit-remaining"]).toBe("0");
    // Another key has its own budget.
    expect((await call(app, "GET", "/v1/items", { key: "Bearer other_key_1" })).statusCode).toBe(
      200,
    );
    clock += 60_000;
    expect((await call(app, "GET", "/v1/items")).statusCode).toBe(200);
  });

  it("answers 404 and 405 in the same JSON shape for unknown paths and methods", async () => {
    const { app } = sandbox();
    const unknown = await call(app, "GET", "/v1/nothing");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("not_found");
    const patch = await call(app, "PATCH", "/v1/items", { body: {} });
    expect(patch.statusCode).toBe(405);
    expect(patch.headers.allow).toBe("GET, POST");
    expect(patch.json().error).toBe("method_not_allowed");
  });

  it("sends no-store and the site's headers with every answer", async () => {
    const { app } = sandbox();
    for (const response of [
      await call(app, "GET", "/v1/items"),
      await call(app, "GET", "/v1/items", { key: null }),
    ]) {
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
  });
});

describe("the sandbox's memory is bounded", () => {
  it("keeps each key's items apart and seeded from the examples", async () => {
    const { app } = sandbox();
    await call(app, "DELETE", "/v1/items/1187462310");
    expect((await call(app, "GET", "/v1/items")).json().count).toBe(2);
    expect((await call(app, "GET", "/v1/items", { key: "Bearer second_key" })).json().count).toBe(
      3,
    );
  });

  it("holds at most maxRecordsPerKey items per key", async () => {
    const { app } = sandbox({ maxRecordsPerKey: 4, requestsPerWindow: 100 });
    const body = { boardId: "1", itemName: "x" };
    expect((await call(app, "POST", "/v1/items", { body })).statusCode).toBe(201);
    const full = await call(app, "POST", "/v1/items", { body });
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(
      "The sandbox holds at most 4 items per key; delete one first.",
    );
  });

  it("holds at most maxKeys keys, dropping the least recently used", async () => {
    const { app, store } = sandbox({ maxKeys: 3 });
    for (const key of ["key_one_1", "key_two_2", "key_three_3"])
      await call(app, "DELETE", "/v1/items/1187462310", { key: `Bearer ${key}` });
    await call(app, "GET", "/v1/items", { key: "Bearer key_one_1" }); // key_two_2 is now the stalest
    await call(app, "GET", "/v1/items", { key: "Bearer key_four_4" });
    expect(store.size).toBe(3);
    expect((await call(app, "GET", "/v1/items", { key: "Bearer key_one_1" })).json().count).toBe(2);
    // key_two_2 was dropped: it starts again from the seeds.
    expect((await call(app, "GET", "/v1/items", { key: "Bearer key_two_2" })).json().count).toBe(3);
  });

  it("forgets a key's items once it has been unused for the TTL", async () => {
    const { app, store } = sandbox({ ttlMs: 1000 });
    await call(app, "DELETE", "/v1/items/1187462310");
    clock += 999;
    expect((await call(app, "GET", "/v1/items")).json().count).toBe(2);
    clock += 1000;
    store.sweep();
    expect(store.size).toBe(0);
    expect((await call(app, "GET", "/v1/items")).json().count).toBe(3);
  });
});
