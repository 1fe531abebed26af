import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  announcePageShown,
  askServerForPage,
  GOAL_EVENT as goalEvent,
  PAGE_SHOWN_EVENT as pageShownEvent,
  reachGoal,
} from "./goal";
import { countVisit, EVENT_PATH, GOAL_EVENT, PAGE_SHOWN_EVENT } from "./visit-beacons";

describe("countVisit", () => {
  it("listens for the events the app dispatches, by the same names", () => {
    expect([GOAL_EVENT, PAGE_SHOWN_EVENT]).toEqual([goalEvent, pageShownEvent]);
  });

  const sendBeacon = vi.fn((_path: string, _body: string) => true);
  const sent = () =>
    sendBeacon.mock.calls.map(([path, body]) => ({ path, ...JSON.parse(String(body)) }));
  let first: ReturnType<typeof sent> = [];
  let stop: () => void;

  beforeAll(() => {
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: sendBeacon });
    Object.defineProperty(document, "referrer", {
      configurable: true,
      get: () => "https://www.google.com/",
    });
    history.replaceState(null, "", "/?utm_campaign=spring");
    stop = countVisit();
    first = sent();
  });
  afterAll(() => stop());
  beforeEach(() => sendBeacon.mockClear());

  it("counts the first view with its address and referrer, and each client-side navigation to another path once", () => {
    expect(first).toEqual([
      {
        path: EVENT_PATH,
        n: "view",
        u: "http://localhost:3000/?utm_campaign=spring",
        r: "https://www.google.com/",
      },
    ]);
    for (const address of ["/pricing", "/pricing#plans", "/features"]) {
      history.pushState(null, "", address);
      announcePageShown(location.pathname);
    }
    expect(sent()).toEqual([
      { path: EVENT_PATH, n: "view", u: "http://localhost:3000/pricing" },
      { path: EVENT_PATH, n: "view", u: "http://localhost:3000/features" },
    ]);
    expect(document.cookie).toBe("");
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it("counts a page asked of the server once, by the document the server sends", () => {
    // The worker's files share this document, and the language is read from its address:
    // the English address it had is given back, or the next file's pages would be German.
    const before = location.href;
    try {
      history.pushState(null, "", "/de/pricing");
      const reload = vi.fn();
      // The not-found page's effect hands the address over; then the root announces it.
      askServerForPage(reload);
      announcePageShown(location.pathname);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(sent()).toEqual([]);
      // Only that one announcement is the next document's.
      history.pushState(null, "", "/about");
      announcePageShown(location.pathname);
      history.pushState(null, "", "/de/pricing");
      announcePageShown(location.pathname);
      expect(sent().map(({ u }) => u)).toEqual([
        "http://localhost:3000/about",
        "http://localhost:3000/de/pricing",
      ]);
    } finally {
      history.replaceState(null, "", before);
    }
  });

  it("sends a plan button's goal, a link to another site's host, and the app's goals; not an internal link", () => {
    document.body.innerHTML = `
      <button data-goal="plan:business"><span>Buy</span></button>
      <a href="https://www.github.com/flowboard">GitHub</a>
      <a href="/pricing">Pricing</a>
      <a href="mailto:sales@flowboard.example">Mail</a>`;
    for (const element of document.body.querySelectorAll("span, a"))
      element.addEventListener("click", (event) => event.preventDefault());
    (document.querySelector("span") as HTMLElement).click();
    for (const link of document.querySelectorAll("a")) link.click();
    reachGoal("demo-board");
    expect(sent().map(({ n, d }) => [n, d])).toEqual([
      ["plan", "business"],
      ["outbound", "github.com"],
      ["demo-board", undefined],
    ]);
  });

  it("sends a custom goal's data-goal-<name> attributes as its properties", () => {
    document.body.innerHTML = `<button data-goal="webinar" data-goal-topic="automations" data-goal-team-size="11 to 50">Join</button>`;
    (document.querySelector("button") as HTMLElement).click();
    expect(sent().map(({ n, p }) => [n, p])).toEqual([
      ["webinar", { topic: "automations", "team-size": "11 to 50" }],
    ]);
  });
});
