import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { followIslandLinks } from "./follow-island-links";
import type { PageWindow } from "./page-loader/declarations";

describe("followIslandLinks", () => {
  // The follower listens on the document for the page's whole life: installed once.
  const win = window as PageWindow & {
    __reactRouterDataRouter?: { navigate(to: string): unknown };
  };
  /** Clicks; says whether the follower took the click from the browser (which then does nothing). */
  const click = (selector: string, init: MouseEventInit = {}) => {
    let taken = false;
    document.addEventListener(
      "click",
      (event) => {
        taken = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    document
      .querySelector(selector)
      ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
    return taken;
  };
  beforeAll(() => followIslandLinks(win));
  beforeEach(() => {
    document.body.innerHTML = `
      <div data-static><a id="page" href="/pricing?x=1#plans" data-discover>Pricing</a>
      <a id="file" href="/rss.xml" data-discover download>Feed</a>
      <a id="german" href="/de/pricing" data-discover>Preise</a></div>
      <a id="outside" href="/about" data-discover>About</a>`;
  });
  afterEach(() => {
    win.__reactRouterDataRouter = undefined;
  });

  it("leaves every link to the browser until the app's router runs", () => {
    expect(click("#page")).toBe(false);
  });

  it("then follows a router link in an island in the app, path, query and hash", () => {
    const navigate = vi.fn();
    win.__reactRouterDataRouter = { navigate };
    expect(click("#page")).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/pricing?x=1#plans");
  });

  it("leaves downloads, modified clicks, links outside islands and to another language's pages to the browser", () => {
    const navigate = vi.fn();
    win.__reactRouterDataRouter = { navigate };
    expect([
      click("#file"),
      click("#page", { ctrlKey: true }),
      click("#outside"),
      click("#german"),
    ]).toEqual([false, false, false, false]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
