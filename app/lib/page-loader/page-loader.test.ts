import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HYDRATED } from "../hydration-marks.js";
import type { PageWindow } from "./declarations";
import { showCurrentYear, startPage, watchScrollThresholds } from "./page-loader";

describe("showCurrentYear", () => {
  it("writes the visitor's year over the one the build wrote, at once", () => {
    document.body.innerHTML = `<p data-current-year="2026">© 2026 Flowboard</p><p>Since 2026</p>`;
    showCurrentYear(document, 2029);
    expect(document.body.textContent).toBe("© 2029 FlowboardSince 2026");
  });

  it("leaves the text alone in the year it was built", () => {
    document.body.innerHTML = `<p data-current-year="2026">© 2026 Flowboard</p>`;
    const text = document.body.firstChild?.firstChild;
    showCurrentYear(document, 2026);
    expect(document.body.firstChild?.firstChild).toBe(text);
  });
});

describe("startPage", () => {
  // The loader's listeners live on the window: each test starts it in a frame of its own.
  let frame: HTMLIFrameElement;
  let win: PageWindow;
  beforeEach(() => {
    frame = document.createElement("iframe");
    document.body.append(frame);
    win = frame.contentWindow as PageWindow;
    win.document.body.innerHTML = `<header><nav>Menu</nav></header><main><button data-hydrate-hold>Load more</button></main>`;
    win.requestAnimationFrame = (run) => win.setTimeout(run, 0);
  });
  afterEach(() => frame.remove());
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("loads nothing until the visitor shows intent, then once, after the press ends", async () => {
    const load = vi.fn(async () => {});
    startPage({ load, preloads: ["/assets/root.js"] }, win);
    await settle();
    expect(load).not.toHaveBeenCalled();
    win.dispatchEvent(new win.Event("pointerdown"));
    await settle();
    expect(load).not.toHaveBeenCalled();
    win.dispatchEvent(new win.Event("pointerup"));
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    win.dispatchEvent(new win.Event("focusin"));
    await settle();
    expect(load).toHaveBeenCalledOnce();
    const preload = win.document.head.querySelector('link[rel="modulepreload"]');
    expect(preload?.getAttribute("href")).toBe("/assets/root.js");
  });

  it("starts loading on a held click and replays it when the page is hydrated", async () => {
    const heard = vi.fn();
    const button = win.document.querySelector("button") as HTMLButtonElement;
    const load = vi.fn(async () => {
      button.addEventListener("click", heard);
      win.document.dispatchEvent(new win.Event(HYDRATED));
    });
    startPage({ load, preloads: [] }, win);
    button.dispatchEvent(new win.MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(button.getAttribute("aria-busy")).toBe("true");
    // Waited for, not timed: the start runs two tasks later, which a loaded host delays.
    await vi.waitFor(() => expect(heard).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });

  it("loads the demo board at once only where the head script found a saved board", async () => {
    win.document.body.innerHTML = `<div data-hydrate-when="saved-board"><fieldset data-hydrate-region disabled></fieldset></div>`;
    const load = vi.fn(async () => {});
    startPage({ load, preloads: [] }, win);
    await settle();
    expect(load).not.toHaveBeenCalled();

    const saved = document.createElement("iframe");
    document.body.append(saved);
    const savedWin = saved.contentWindow as PageWindow;
    savedWin.document.documentElement.setAttribute("data-saved-board", "");
    savedWin.document.body.innerHTML = win.document.body.innerHTML;
    const loadSaved = vi.fn(async () => {});
    startPage({ load: loadSaved, preloads: [] }, savedWin);
    await vi.waitFor(() => expect(loadSaved).toHaveBeenCalledOnce());
    saved.remove();
  });

  it("loads a page drawn only in the browser without waiting for intent", async () => {
    const load = vi.fn(async () => {});
    startPage({ load, preloads: [], liveOnArrival: true }, win);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });
});

describe("watchScrollThresholds", () => {
  it("marks an element past its threshold from the scroll position, and unmarks it", () => {
    document.body.innerHTML = `<button data-shown-past="300">Back to top</button>`;
    const button = document.querySelector("button") as HTMLButtonElement;
    const scrollTo = (y: number) => {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    };
    scrollTo(0);
    watchScrollThresholds(window as PageWindow);
    expect(button).not.toHaveAttribute("data-past-threshold");
    scrollTo(300);
    expect(button).not.toHaveAttribute("data-past-threshold");
    scrollTo(301);
    expect(button).toHaveAttribute("data-past-threshold");
    scrollTo(120);
    expect(button).not.toHaveAttribute("data-past-threshold");
  });

  it("marks a page that arrives scrolled (Back, a reload) after its first frame, not while it starts", async () => {
    document.body.innerHTML = `<button data-shown-past="300">Back to top</button>`;
    const button = document.querySelector("button") as HTMLButtonElement;
    Object.defineProperty(window, "scrollY", { value: 900, configurable: true });
    watchScrollThresholds(window as PageWindow);
    expect(button).not.toHaveAttribute("data-past-threshold");
    await vi.waitFor(() => expect(button).toHaveAttribute("data-past-threshold"));
  });
});
