// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { analyticsGoalsSchema } from "../../app/content/analytics-goals.schema.ts";
import goalsFile from "../../content/analytics/goals.json" with { type: "json" };
import { analyticsText } from "../../scripts/analytics.mjs";
import { contactFormHtml } from "../../tests/support/contact-fixture.mjs";
import { openTestPglite } from "../../tests/support/databases.mjs";
import { makeFixtureBuild, ORIGIN, pageHtml } from "../../tests/support/fixture-build.mjs";
import { encodeForm, validRequest } from "../../tests/support/form-posts.mjs";
import { buildServer } from "../app.mjs";
import { compileGoals, readEvent } from "./events.mjs";
import { readQuery, summariseAnalytics } from "./report.mjs";

vi.setConfig({ testTimeout: 30_000 });

const HOST = "flowboard.example";
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const SAME_ORIGIN = { host: HOST, origin: `https://${HOST}`, "sec-fetch-site": "same-origin" };

/** Goals a team might set: values, a page goal, a custom goal with a property, a funnel. */
const teamGoals = {
  goals: [
    { id: "contact", label: "Lead", kind: "form", form: "contact", value: 500 },
    { id: "newsletter", label: "Subscribed", kind: "newsletter", value: 5 },
    { id: "read-pricing", label: "Read pricing", kind: "page", path: "/pricing", value: 50 },
    { id: "webinar", label: "Webinar", kind: "custom", properties: ["topic"] },
  ],
  funnels: [
    {
      id: "webinar-to-lead",
      label: "Webinar to lead",
      steps: [
        { label: "Home", kind: "page", path: "/" },
        { label: "Webinar", kind: "goal", goal: "webinar" },
        { label: "Lead", kind: "goal", goal: "contact" },
      ],
    },
  ],
};

describe("the goals file", () => {
  it("holds today's six goals and one funnel, and takes a team's own", () => {
    const defaults = analyticsGoalsSchema.parse(goalsFile);
    expect(defaults.goals.map((goal) => goal.kind).sort()).toEqual(
      ["custom", "custom", "form", "newsletter", "outbound", "plan"].sort(),
    );
    expect(defaults.funnels).toHaveLength(1);
    expect(analyticsGoalsSchema.safeParse(teamGoals).success).toBe(true);
  });

  it("refuses a goal or funnel the server could not count, naming the field (hostile corpus)", () => {
    const issues = (change) => {
      const file = structuredClone(teamGoals);
      change(file);
      const result = analyticsGoalsSchema.safeParse(file);
      expect(result.success).toBe(false);
      return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    };
    expect(issues((file) => delete file.goals[2].path)).toContain(
      "goals.2.path: a page goal needs its page",
    );
    expect(issues((file) => (file.goals[2].path = "https://evil.example/"))).toEqual([
      expect.stringMatching(/^goals\.2\.path: must be a path of this site/),
    ]);
    expect(issues((file) => (file.goals[3].id = "Web'inar; drop table"))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^goals\.3\.id: must be 1 to 40 lower-case/)]),
    );
    expect(issues((file) => (file.goals[1].id = "signup"))).toContain(
      "goals.1.id: a newsletter goal is named newsletter",
    );
    expect(issues((file) => (file.goals[0].value = -1))).toContain(
      "goals.0.value: must not be negative",
    );
    expect(issues((file) => (file.goals[0].properties = ["size"]))).toContain(
      "goals.0.properties: only a custom goal has properties",
    );
    expect(issues((file) => file.goals.push({ ...file.goals[3] }))).toContain(
      "goals.4.id: another goal is named webinar",
    );
    expect(issues((file) => (file.funnels[0].steps[1].goal = "nothing"))).toContain(
      "funnels.0.steps.1.goal: names no goal of the list: nothing",
    );
    expect(
      issues((file) => (file.funnels[0].steps[1] = { label: "Start", kind: "entry" })),
    ).toContain("funnels.0.steps.1.kind: only the first step can be the visit's start");
    expect(issues((file) => (file.goals[0].colour = "red"))).toHaveLength(1);
  });

  it("reads a custom goal's properties from the beacon, and refuses any it does not list", () => {
    const goals = compileGoals(teamGoals);
    const read = (body) =>
      readEvent(JSON.stringify({ u: `https://${HOST}/`, ...body }), {
        pagePaths: new Set(["/"]),
        host: HOST,
        goals,
      });
    expect(read({ n: "webinar", p: { topic: "automations" } }).event).toMatchObject({
      goal: "webinar",
      detail: "topic: automations",
    });
    expect(read({ n: "webinar" }).event.detail).toBeNull();
    expect(read({ n: "webinar", p: { colour: "red" } }).error).toMatch(/no property colour/);
    expect(read({ n: "webinar", p: { topic: "<img src=x>" } }).error).toMatch(/1 to 60 letters/);
    expect(read({ n: "webinar", p: { topic: "x".repeat(61) } }).error).toMatch(/1 to 60/);
    expect(read({ n: "webinar", p: ["topic"] }).error).toMatch(/must be an object/);
    expect(read({ n: "view", p: { topic: "a" } }).error).toMatch(/no detail/);
    expect(read({ n: "read-pricing" }).error).toMatch(/counted by the server only/);
    expect(read({ n: "contact" }).error).toMatch(/counted by the server only/);
  });
});

describe("goals a team sets, on the dashboard", () => {
  let fixture;
  let database;
  let app;

  const beacon = (body, address) =>
    app.inject({
      method: "POST",
      url: "/rum/event",
      headers: { ...SAME_ORIGIN, "content-type": "text/plain", "user-agent": CHROME },
      payload: JSON.stringify({ u: `https://${HOST}/`, ...body }),
      remoteAddress: address,
    });

  beforeAll(async () => {
    fixture = await makeFixtureBuild({
      extraFiles: {
        "pricing/index.html": pageHtml({
          title: "Pricing",
          canonical: `${ORIGIN}/pricing`,
          route: "/pricing",
          noindex: false,
        }),
        "contact/index.html": pageHtml({
          title: "Contact",
          canonical: `${ORIGIN}/contact`,
          route: "/contact",
          noindex: false,
        }).replace("<main>", `<main>${contactFormHtml()}`),
      },
    });
    database = await openTestPglite();
    app = buildServer({
      root: fixture.clientDir,
      database,
      forms: { minFillMs: 0 },
      leadNotice: { webhookUrl: "http://127.0.0.1:9/lead", webhookSecret: "test-secret" },
      analytics: { flushIntervalMs: 60_000, eventsPerMinute: 1000, goals: compileGoals(teamGoals) },
    });
    await app.ready();

    // A campaign visit: home, a webinar, pricing, then the contact form.
    const lead = "203.0.113.30";
    const view = (path, extra = {}) => ({ n: "view", u: `https://${HOST}${path}`, ...extra });
    expect(
      (await beacon(view("/?utm_source=news&utm_medium=email&utm_campaign=spring"), lead))
        .statusCode,
    ).toBe(204);
    expect((await beacon({ n: "webinar", p: { topic: "automations" } }, lead)).statusCode).toBe(
      204,
    );
    expect((await beacon(view("/pricing"), lead)).statusCode).toBe(204);
    const token = await app.inject({
      method: "GET",
      url: "/contact/send?token",
      headers: { accept: "application/json", host: HOST },
    });
    const sent = await app.inject({
      method: "POST",
      url: "/contact/send",
      headers: {
        ...SAME_ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": CHROME,
        referer: `https://${HOST}/contact`,
      },
      payload: encodeForm({ formToken: token.json().formToken, ...validRequest({}) }),
      remoteAddress: lead,
    });
    expect(sent.statusCode).toBe(303);
    // A search visit that reads pricing only; a campaign visit that subscribes.
    expect(
      (await beacon(view("/pricing", { r: "https://www.google.com/" }), "203.0.113.31")).statusCode,
    ).toBe(204);
    const subscriber = "203.0.113.32";
    expect(
      (await beacon(view("/?utm_source=news&utm_medium=email&utm_campaign=spring"), subscriber))
        .statusCode,
    ).toBe(204);
    await app.analytics.countGoal(
      { ip: subscriber, host: HOST, headers: { "user-agent": CHROME } },
      "newsletter",
    );
    await app.analytics.flush();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fixture?.cleanup();
  });

  it("counts page, form, custom and newsletter goals, sums their value per source and campaign, sign-ups beside leads, and the funnel in its order, filtered or not", async () => {
    const range = readQuery({ range: "today" }).range;
    const goals = compileGoals(teamGoals);
    for (const filters of [[], [{ key: "device", value: "desktop" }]]) {
      const summary = await summariseAnalytics(database.db, range, { goals, filters });
      const goal = (id) => summary.goals.find((entry) => entry.goal === id);
      expect(goal("read-pricing")).toMatchObject({
        label: "Read pricing",
        visits: 2,
        completions: 2,
      });
      expect(goal("webinar")).toMatchObject({
        visits: 1,
        details: [{ value: "topic: automations", completions: 1 }],
      });
      expect(goal("contact")).toMatchObject({ visits: 1 });
      expect(goal("newsletter")).toMatchObject({ visits: 1 });
      const rows = (dimension) =>
        Object.fromEntries(
          summary.tables
            .find((table) => table.dimension === dimension)
            .rows.map((row) => [row.value, [row.conversions, row.signups, row.goalValue]]),
        );
      expect(rows("campaign")).toEqual({ "news / email / spring": [1, 1, 500 + 50 + 5] });
      expect(rows("source")).toEqual({ direct: [1, 1, 555], search: [0, 0, 50] });
      expect(summary.funnels).toEqual([
        expect.objectContaining({
          label: "Webinar to lead",
          steps: [
            expect.objectContaining({ label: "Home", visits: 2 }),
            expect.objectContaining({ label: "Webinar", visits: 1 }),
            expect.objectContaining({ label: "Lead", visits: 1 }),
          ],
        }),
      ]);
      expect(analyticsText(summary).join("\n")).toMatch(
        /news \/ email \/ spring\s+2\s+2\s+\S+\s+1\s+1\s+555/,
      );
    }
  });
});
