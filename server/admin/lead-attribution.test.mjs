// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { analyticsServer, HOST } from "../../tests/support/analytics-server.mjs";
import { channelLabel } from "../analytics/channels.mjs";
import { saveLead } from "../forms/leads.mjs";
import { NO_VALUE } from "./inbox.mjs";

vi.setConfig({ testTimeout: 30_000 });

const VIEWER = {
  email: "inbox@flowboard.example",
  password: "correct horse inbox",
  role: "viewer",
};

/**
 * The inbox knows the campaign (issue 73, item 7): a lead keeps the channel of the visit that
 * sent it, and the list filters and sorts by source, channel and campaign, as its CSV does.
 */
describe("leads by source, channel and campaign", () => {
  let server;
  const get = (url) =>
    server.app.inject({ url, headers: { cookie: server.cookies[VIEWER.email], host: HOST } });
  const names = async (query) =>
    (await get(`/admin/api/leads?${query}`)).json().leads.map((lead) => lead.name);

  beforeAll(async () => {
    server = await analyticsServer({ accounts: [VIEWER] });
    const base = { subject: "sales", message: "Hello", locale: "en", entry_path: "/" };
    // Saved as the contact form saves them, each with its visit's first touch (or none).
    const leads = [
      ["Ana", { utm_source: "news", utm_medium: "email", utm_campaign: "spring" }],
      ["Ben", { referrer_site: "google.com" }],
      ["Cho", { utm_source: "google", utm_medium: "cpc", utm_campaign: "autumn" }],
      ["Dan", {}],
      ["Eve", { entry_path: null }],
    ];
    for (const [index, [name, touch]] of leads.entries())
      await saveLead(
        server.database.db,
        { ...base, name, email: `${name.toLowerCase()}@example.com`, ...touch },
        `key-${index}`,
      );
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it("keeps each lead's channel by the analytics' rules, none without a first touch", async () => {
    const leads = (await get("/admin/api/leads")).json().leads;
    const byName = Object.fromEntries(leads.map((lead) => [lead.name, lead]));
    expect(byName.Ana).toMatchObject({ channel: "email", source: "news", utm_campaign: "spring" });
    expect(byName.Ana.channel_label).toBe(channelLabel("email"));
    expect(byName.Ben).toMatchObject({ channel: "organic-search", source: "google.com" });
    expect(byName.Cho).toMatchObject({ channel: "paid-search", source: "google" });
    expect(byName.Dan).toMatchObject({ channel: "direct", source: null, utm_campaign: null });
    expect(byName.Eve).toMatchObject({ channel: null, source: null });
    const one = await get(`/admin/api/leads/${byName.Cho.id}`);
    expect(one.json().lead).toMatchObject({
      channel: "paid-search",
      channel_label: channelLabel("paid-search"),
    });
  });

  it("filters by source, channel and campaign (and their absence), stacked with the search", async () => {
    expect(await names("channel=email")).toEqual(["Ana"]);
    expect(await names("source=google.com")).toEqual(["Ben"]);
    expect(await names("campaign=autumn")).toEqual(["Cho"]);
    expect(await names(`campaign=${encodeURIComponent(NO_VALUE)}`)).toEqual(["Eve", "Dan", "Ben"]);
    expect(await names(`channel=${encodeURIComponent(NO_VALUE)}`)).toEqual(["Eve"]);
    expect(await names("channel=paid-search&q=cho")).toEqual(["Cho"]);
    expect(await names("channel=paid-search&q=ana")).toEqual([]);
    // Hostile values are values like any other: matched as they are, never read as SQL.
    expect(await names(`source=${encodeURIComponent("' or 1=1 --")}`)).toEqual([]);
    expect((await get(`/admin/api/leads?campaign=${"x".repeat(5000)}`)).statusCode).toBe(200);
    expect((await get("/admin/api/leads?channel=a&channel=b")).statusCode).toBe(200);
  });

  it("sorts by each of them, leads without one last, then newest first; an unknown order is newest first", async () => {
    expect(await names("sort=campaign")).toEqual(["Cho", "Ana", "Eve", "Dan", "Ben"]);
    expect(await names("sort=source")).toEqual(["Cho", "Ben", "Ana", "Eve", "Dan"]);
    expect((await names("sort=channel"))[0]).toBe("Dan");
    expect(await names("sort=channel")).toHaveLength(5);
    expect((await names("sort=channel")).at(-1)).toBe("Eve");
    expect(await names("sort=password")).toEqual(["Eve", "Dan", "Cho", "Ben", "Ana"]);
  });

  it("exports the channel beside the first touch, filtered and sorted as the list", async () => {
    const csv = await get("/admin/api/leads.csv?sort=campaign&channel=paid-search");
    const [header, ...rows] = csv.body.trim().split("\r\n");
    const columns = header.split(",");
    expect(columns.slice(-3)).toEqual(['"UTM term"', '"UTM content"', '"Channel"']);
    expect(columns).toContain('"UTM source"');
    expect(columns).toContain('"UTM campaign"');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('"paid-search"');
    expect(rows[0]).toContain('"autumn"');
  });
});
