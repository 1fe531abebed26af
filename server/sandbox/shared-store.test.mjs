// @vitest-environment node
// The sandbox as a fleet runs it: two instances (two Fastify apps) on one PostgreSQL
// database, behind a balancer that sends each request anywhere.
import Fastify from "fastify";
import { afterAll, describe, expect, inject, it } from "vitest";
import { loadOpenApi } from "../../pipeline/openapi/document.mjs";
import { createDatabase } from "../../tests/support/databases.mjs";
import { openDatabase } from "../db/database.mjs";
import { registerSandbox } from "./routes.mjs";

const document = loadOpenApi();
const example = document.paths["/v1/items"].post.requestBody.content["application/json"].example;
const newItem = (itemName) => ({ ...example, itemName });
const postgresUrl = inject("postgresUrl");
const closing = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

let clock = Date.parse("2026-11-26T10:00:00Z");

/** Two instances on a database of their own. */
async function fleet(limits = {}) {
  const database = await openDatabase({ url: await createDatabase(postgresUrl) });
  closing.push(() => database.close());
  const instances = [0, 1].map(() => {
    const app = Fastify();
    const store = registerSandbox(app, { document, limits, now: () => clock, database });
    closing.push(() => app.close());
    return { app, store };
  });
  const call = (instance, method, url, { key = "shared_key_1", body } = {}) =>
    instances[instance].app.inject({
      method,
      url: `/sandbox${url}`,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      payload: body && JSON.stringify(body),
    });
  return { call, store: instances[0].store };
}

describe.runIf(postgresUrl)("the sandbox shared by two instances", () => {
  it("lists on one instance the item created on the other, and deletes it there", async () => {
    const { call } = await fleet();
    const created = await call(0, "POST", "/v1/items", {
      body: newItem("Made on the first instance"),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const listed = (await call(1, "GET", "/v1/items")).json();
    expect(listed.items.map((item) => item.itemName)).toContain("Made on the first instance");
    expect((await call(1, "DELETE", `/v1/items/${id}`)).statusCode).toBe(204);
    expect((await call(0, "DELETE", `/v1/items/${id}`)).statusCode).toBe(404);
    // Ids keep counting across instances.
    const next = (await call(1, "POST", "/v1/items", { body: newItem("Next") })).json();
    expect(BigInt(next.id)).toBeGreaterThan(BigInt(id));
  });

  it("holds one key to its rate limit across both, with Retry-After", async () => {
    const { call } = await fleet({ requestsPerWindow: 3, windowMs: 60_000 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(i % 2, "GET", "/v1/items")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await call(0, "GET", "/v1/items");
    expect(limited.headers["retry-after"]).toBe("60");
    clock += 60_000;
    expect((await call(1, "GET", "/v1/items")).statusCode).toBe(200);
  });

  it("keeps the same bounds: records per key, keys held, and the TTL", async () => {
    const { call, store } = await fleet({ maxKeys: 3, maxRecordsPerKey: 4, ttlMs: 60_000 });
    const add = (instance, key) =>
      call(instance, "POST", "/v1/items", { key, body: newItem("One more") });
    expect((await add(0, "full_key_1")).statusCode).toBe(201);
    const full = await add(1, "full_key_1");
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(
      "The sandbox holds at most 4 items per key; delete one first.",
    );

    for (const key of ["key_two_2", "key_three_3"]) await call(0, "GET", "/v1/items", { key });
    clock += 1;
    await call(1, "GET", "/v1/items", { key: "full_key_1" }); // key_two_2 is now the stalest
    await call(0, "GET", "/v1/items", { key: "key_four_4" });
    expect(await store.size()).toBe(3);
    expect((await call(1, "GET", "/v1/items", { key: "full_key_1" })).json().count).toBe(4);
    expect((await call(1, "GET", "/v1/items", { key: "key_two_2" })).json().count).toBe(3);

    clock += 60_001;
    expect((await call(0, "GET", "/v1/items", { key: "full_key_1" })).json().count).toBe(3);
  });
});
