// @vitest-environment node
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { analyticsText } from "../../scripts/analytics.mjs";
import { openTestPglite } from "../../tests/support/databases.mjs";
import { makeFixtureBuild } from "../../tests/support/fixture-build.mjs";
import { buildServer } from "../app.mjs";
import { countryName, createCountryLookup, UNKNOWN_COUNTRY } from "./country.mjs";
import { readQuery, summariseAnalytics } from "./report.mjs";

vi.setConfig({ testTimeout: 30_000 });

const HOST = "flowboard.example";
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

describe("the country of an address", () => {
  const lookup = createCountryLookup();

  it("comes from the database the package ships, in memory, as a two-letter code", () => {
    expect(lookup("8.8.8.8")).toMatch(/^[A-Z]{2}$/);
    expect(lookup("2001:4860:4860::8888")).toMatch(/^[A-Z]{2}$/);
    // An IPv4 address as a dual-stack socket gives it is the same address.
    expect(lookup("::ffff:8.8.8.8")).toBe(lookup("8.8.8.8"));
  });

  it("is unknown for a private or local address and anything that is not an address", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "::1",
      "",
      "not an address",
      "1.2.3",
      undefined,
    ])
      expect(lookup(address)).toBe(UNKNOWN_COUNTRY);
  });

  it("is named in English for the dashboard", () => {
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName(UNKNOWN_COUNTRY)).toBe(UNKNOWN_COUNTRY);
  });
});

describe("countries on the dashboard", () => {
  let fixture;
  let database;
  let app;
  // Documentation addresses (RFC 5737) given the countries a test needs.
  const countries = { "192.0.2.1": "GB", "192.0.2.2": "GB", "192.0.2.3": "DE" };

  beforeAll(async () => {
    fixture = await makeFixtureBuild();
    database = await openTestPglite();
    app = buildServer({
      root: fixture.clientDir,
      database,
      analytics: {
        flushIntervalMs: 60_000,
        eventsPerMinute: 1000,
        countryOf: (address) => countries[address] ?? UNKNOWN_COUNTRY,
      },
    });
    await app.ready();
    for (const address of [...Object.keys(countries), "198.51.100.9"]) {
      const sent = await app.inject({
        method: "POST",
        url: "/rum/event",
        headers: {
          host: HOST,
          origin: `https://${HOST}`,
          "sec-fetch-site": "same-origin",
          "content-type": "text/plain",
          "user-agent": CHROME,
        },
        payload: JSON.stringify({ n: "view", u: `https://${HOST}/` }),
        remoteAddress: address,
      });
      expect(sent.statusCode).toBe(204);
    }
    await app.analytics.flush();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fixture?.cleanup();
  });

  it("lists each country's share of visitors, filters by one, and keeps no address", async () => {
    const range = readQuery({ range: "today" }).range;
    const summary = await summariseAnalytics(database.db, range);
    const table = summary.tables.find((entry) => entry.dimension === "country");
    expect(table.rows.map((row) => [row.label, row.visitors, row.visitorShare])).toEqual([
      ["United Kingdom", 2, 0.5],
      ["(unknown)", 1, 0.25],
      ["Germany", 1, 0.25],
    ]);
    expect(analyticsText(summary).join("\n")).toMatch(/United Kingdom\s+2\s+2\s+\S+\s+0\s+50\.0%/);
    const british = await summariseAnalytics(database.db, range, {
      filters: [{ key: "country", value: "GB" }],
    });
    expect(british.totals.visits).toBe(2);
    // No column of any visit holds an address it came from.
    const { rows } = await sql`select row_to_json(v)::text as row from analytics_visit v`.execute(
      database.db,
    );
    expect(rows).toHaveLength(4);
    for (const { row } of rows) expect(row).not.toMatch(/192\.0\.2|198\.51\.100/);
  });
});
