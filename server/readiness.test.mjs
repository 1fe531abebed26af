// @vitest-environment node
// What a load balancer asks an instance: /healthz (the process answers) and /readyz (it can
// serve forms: its database answers and has every migration).
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../tests/support/databases.mjs";
import { makeFixtureBuild } from "../tests/support/fixture-build.mjs";
import { buildServer } from "./app.mjs";
import { openDatabase } from "./db/database.mjs";
import { migrations } from "./db/migrations/index.mjs";

let fixture;
const closing = [];
beforeAll(async () => {
  fixture = await makeFixtureBuild();
});
afterAll(async () => {
  for (const close of closing.reverse()) await close();
  await fixture?.cleanup();
});

async function readyz(database) {
  const app = buildServer({ root: fixture.clientDir, database });
  closing.push(() => app.close());
  const [health, ready] = [
    await app.inject({ url: "/healthz" }),
    await app.inject({ url: "/readyz" }),
  ];
  expect(health.statusCode).toBe(200);
  expect(ready.headers["cache-control"]).toBe("no-store");
  return [ready.statusCode, ready.body.trim()];
}

const postgresUrl = inject("postgresUrl");
describe.runIf(postgresUrl)("/readyz", () => {
  it("answers 200 with the database up and every migration applied", async () => {
    const database = await openDatabase({ url: await createDatabase(postgresUrl) });
    closing.push(() => database.close());
    expect(await readyz(database)).toEqual([200, "ready"]);
  });

  it("answers 503 naming the migrations a database still lacks", async () => {
    const [first, second, ...rest] = Object.entries(migrations);
    const database = await openDatabase({
      url: await createDatabase(postgresUrl),
      migrations: Object.fromEntries([first, second]),
    });
    closing.push(() => database.close());
    expect(await readyz(database)).toEqual([
      503,
      `not ready: migrations not applied: ${rest.map(([name]) => name).join(", ")}`,
    ]);
  });

  it("answers 503 when the database cannot be reached, and /healthz still 200", async () => {
    // Nothing listens on port 9 of this machine.
    const pool = new pg.Pool({
      connectionString: "postgres://site@127.0.0.1:9/site",
      connectionTimeoutMillis: 1_000,
    });
    const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    closing.push(() => db.destroy());
    const [status, body] = await readyz({ db, pool, kind: "postgres", close: () => db.destroy() });
    expect(status).toBe(503);
    expect(body).toMatch(/^not ready: the database cannot be reached \(.*ECONNREFUSED/);
  });
});

it("/readyz answers 503 without a database", async () => {
  expect(await readyz(undefined)).toEqual([503, "not ready: no database is open"]);
});
