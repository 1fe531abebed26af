// @vitest-environment node
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../tests/support/databases.mjs";
import { makeFixtureBuild } from "../../tests/support/fixture-build.mjs";
import { buildServer } from "../app.mjs";
import { openDatabase } from "../db/database.mjs";

/**
 * Hostile and malformed requests against the sandbox inside the real server (built from a
 * fixture build, which publishes openapi.json as the real build does). No answer may be a
 * 5xx, and every error is the API's JSON error shape with a message that says what is wrong.
 */

// A small deterministic generator, so a failure names a request that can be replayed.
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(14);
const pick = (list) => list[Math.floor(next() * list.length)];
const junk = (length) =>
  Array.from({ length }, () => String.fromCharCode(Math.floor(next() * 0x7f))).join("");

const valid = {
  boardId: "4815162342",
  itemName: "Homepage relaunch",
  columnValues: { status: "Done" },
};
const wrongValues = [
  0,
  -1,
  1.5,
  1e308,
  true,
  false,
  null,
  [],
  [1],
  {},
  { a: 1 },
  "",
  " ",
  "x".repeat(300),
  "<script>alert(1)</script>",
  "\u0000",
  "9".repeat(40),
  "2025-13-45",
  "not-an-email",
];

const badJson = [
  "{",
  "}",
  "[",
  "{'a':1}",
  '{"boardId":}',
  '{"boardId":"1",}',
  "NaN",
  "undefined",
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  "\u0000",
  '{"a":"\\u12"}',
  `${"[".repeat(5000)}${"]".repeat(5000)}`,
  '{"boardId":"1"} trailing',
  "\ufeff{}",
  '{"itemName":"x"',
  '{"itemName":"x"}}',
];

const hostileIds = [
  "..",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "%00",
  "-1",
  "1e3",
  "%201",
  "0x10",
  "1.0",
  "9".repeat(20),
  "9".repeat(5000),
  "__proto__",
  "constructor",
  "1;DROP TABLE items",
  "%E2%80%AE1",
  "%F0%9F%92%A9",
  "%",
  "%zz",
  "%C0%AF",
  "1%0d%0aSet-Cookie:x=1",
  "{id}",
  "'",
  '"',
];

const counts = { badJson: 0, hugeBody: 0, wrongType: 0, hostileId: 0, randomMethod: 0 };
const statuses = new Map();
let app;
let build;

// The sandbox's two stores: memory (one process), and PostgreSQL (a fleet), when the run
// has its cluster.
const postgresUrl = inject("postgresUrl");
const stores = [
  { name: "in memory", open: async () => undefined },
  ...(postgresUrl
    ? [
        {
          name: "in PostgreSQL",
          open: async () => openDatabase({ url: await createDatabase(postgresUrl) }),
        },
      ]
    : []),
];

beforeAll(async () => {
  build = await makeFixtureBuild();
});
afterAll(async () => {
  await build?.cleanup();
  console.log(
    `sandbox fuzz: ${Object.entries(counts)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(", ")}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
});

async function send(kind, { method, url, body, headers = {} }) {
  counts[kind] += 1;
  const response = await app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer fuzz_key_${kind}`,
      "content-type": "application/json",
      ...headers,
    },
    payload: body,
  });
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  const where = `${kind}: ${method} ${url.slice(0, 80)} ${String(body ?? "").slice(0, 80)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.headers["content-type"], where).toMatch(/^application\/json/);
    const error = response.json();
    expect(Object.keys(error), where).toEqual(["status", "error", "message"]);
    expect(error.status, where).toBe(response.statusCode);
    expect(error.message.length, where).toBeGreaterThan(5);
  }
  return response;
}

// Thousands of requests on a shared 2-core machine: generous time per test.
for (const store of stores)
  describe(`sandbox fuzz, worlds ${store.name}: 0 5xx, clear JSON errors`, {
    timeout: 60_000,
  }, () => {
    let database;
    beforeAll(async () => {
      database = await store.open();
      app = buildServer({
        root: build.clientDir,
        database,
        sandboxLimits: { requestsPerWindow: 1_000_000, maxKeys: 50 },
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it("bad JSON bodies get 400 saying the body is not valid JSON", async () => {
      for (let round = 0; round < 20; round += 1) {
        for (const body of [...badJson, junk(1 + Math.floor(next() * 200))]) {
          const url = pick([
            "/sandbox/v1/items",
            "/sandbox/v1/items/1187462310",
            "/sandbox/v1/tasks",
          ]);
          const method = url.endsWith("items") || url.endsWith("tasks") ? "POST" : "PUT";
          const response = await send("badJson", { method, url, body });
          expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
          expect(response.json().message, JSON.stringify(body).slice(0, 80)).toMatch(/^body: /);
        }
      }
    });

    it("bodies over 16 KB get 413, however they are sent", async () => {
      for (let round = 0; round < 40; round += 1) {
        const size = 16_385 + Math.floor(next() * 300_000);
        const body = pick([
          JSON.stringify({ ...valid, itemName: "x".repeat(size) }),
          "[".repeat(size),
          junk(997)
            .repeat(Math.ceil(size / 997))
            .slice(0, size),
        ]);
        const response = await send("hugeBody", {
          method: pick(["POST", "PUT"]),
          url: pick([
            "/sandbox/v1/items",
            "/sandbox/v1/items/1187462310",
            "/sandbox/v1/tasks/3141592650",
          ]),
          body,
        });
        expect([405, 413]).toContain(response.statusCode);
      }
    });

    it("wrong types in every field get 400 naming the field", async () => {
      const fields = [
        ["boardId"],
        ["itemName"],
        ["columnValues"],
        ["columnValues", "status"],
        ["columnValues", "priority"],
        ["columnValues", "assignee"],
        ["columnValues", "dueDate"],
      ];
      for (let round = 0; round < 5; round += 1) {
        for (const field of fields) {
          for (const value of wrongValues) {
            const body = structuredClone(valid);
            if (field.length === 1) body[field[0]] = value;
            else body.columnValues[field[1]] = value;
            const response = await send("wrongType", {
              method: "POST",
              url: "/sandbox/v1/items",
              body: JSON.stringify(body),
            });
            if (response.statusCode === 201) {
              // Only values the schema allows get through (an itemName of one space, say).
              await send("wrongType", {
                method: "DELETE",
                url: `/sandbox/v1/items/${response.json().id}`,
              });
              continue;
            }
            expect(response.statusCode).toBe(400);
          }
        }
        if (round === 0) expect(counts.wrongType).toBeGreaterThan(100);
      }
    });

    it("hostile ids get 400 (or 404 for a path the router cannot place), never a page", async () => {
      for (let round = 0; round < 10; round += 1) {
        for (const id of hostileIds) {
          for (const [method, base, body] of [
            ["PUT", "/sandbox/v1/items/", JSON.stringify({ itemName: "x" })],
            ["DELETE", "/sandbox/v1/items/", undefined],
            ["PUT", "/sandbox/v1/tasks/", JSON.stringify({ status: "Done" })],
          ]) {
            const response = await send("hostileId", { method, url: `${base}${id}`, body });
            expect([400, 404]).toContain(response.statusCode);
          }
        }
      }
    });

    it("random methods on sandbox paths get 404, 405 or an answer, never a 5xx", async () => {
      const paths = [
        "/sandbox/v1/items",
        "/sandbox/v1/projects",
        "/sandbox/v1/users/me",
        "/sandbox/v1/tasks",
        "/sandbox/v2/items",
        "/sandbox/v1/items/1/extra",
      ];
      for (let round = 0; round < 300; round += 1) {
        await send("randomMethod", {
          method: pick(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]),
          url: `${pick(paths)}${pick(["", "?limit=abc", "?limit=1&limit=2", "?boardId=%00", "?x=1"])}`,
          body: pick([undefined, "{}", JSON.stringify(valid)]),
        });
      }
    });
  });
