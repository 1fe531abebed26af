// @vitest-environment jsdom
// The Publishing panel beside Decap (publish-panel.js) in a document, over a stand-in of
// GET/POST /admin/api/publishing: the stage and time of a publish under way in its status
// region, a failed publish's message (file, field, rule) in an alert, and a publisher's
// Ready changes published at a chosen time, sent as UTC. The whole round against the real
// server and build is tests/publish-e2e/two-people.spec.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const FAILURE =
  "The content check failed:\ncontent/pages/home.json: hero.title: must be at most 80 characters";
let answer;
const posts = [];

beforeAll(async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url, options = {}) => {
      if (options.method === "POST") {
        posts.push({ url, body: JSON.parse(options.body ?? "{}") });
        return new Response(
          JSON.stringify({
            scheduled: {
              id: 4,
              entries: ["pages/pages-home"],
              at: JSON.parse(options.body).at,
              by: "p@x",
            },
          }),
          { status: 201 },
        );
      }
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  answer = {
    canPublish: true,
    waiting: [{ id: 8, state: "building", stageMs: 12_300, runAt: new Date(0).toISOString() }],
    latest: { id: 7, state: "failed", by: "p@x", error: FAILURE, durations: { total: 9_000 } },
    ready: [
      { id: "pages/pages-home", author: "Edith" },
      { id: "pricing/pricing-plans", author: "Edith" },
    ],
    scheduled: [],
  };
  await import("./publish-panel.js");
});

afterAll(async () => {
  (await import("./publish-panel.js")).stop();
  vi.unstubAllGlobals();
});

const panel = () => document.querySelector('section[aria-label="Publishing"]');

describe("the Publishing panel", () => {
  it("shows the publish under way with its stage and time, and the failed one's file, field and rule", async () => {
    await vi.waitFor(() => expect(panel()?.textContent).toContain("Publish 8"));
    const status = panel().querySelector('[role="status"]');
    expect(status.textContent).toBe("Publish 8: Building, 12.3 s");
    const alert = panel().querySelector('[role="alert"]');
    expect(alert.textContent).toContain(
      "Publish 7 failed after 9.0 s; the live site did not change.",
    );
    expect(alert.textContent).toContain("content/pages/home.json: hero.title: must be at most 80");
    // A publish moving opens the panel.
    expect(document.querySelector("#publishing-panel").open).toBe(true);
  });

  it("lets a publisher choose Ready changes and a time, sent as UTC", async () => {
    const boxes = [...panel().querySelectorAll('input[name="entry"]')];
    expect(boxes.map((box) => [box.value, box.checked])).toEqual([
      ["pages/pages-home", true],
      ["pricing/pricing-plans", true],
    ]);
    boxes[1].click();
    const time = panel().querySelector('input[type="datetime-local"]');
    time.value = "2030-05-06T09:30";
    time.dispatchEvent(new Event("focus"));
    panel().querySelector('input[value="later"]').checked = true;
    panel().querySelector("form").requestSubmit();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].url).toBe("/admin/api/publishing");
    expect(posts[0].body).toEqual({
      entries: ["pages/pages-home"],
      at: new Date(2030, 4, 6, 9, 30).toISOString(),
    });
    await vi.waitFor(() => expect(panel().textContent).toContain("Scheduled for"));
  });
});
