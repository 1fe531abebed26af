import { afterEach, describe, expect, it, vi } from "vitest";

const mountTooltipLayer = vi.fn();
vi.mock("./tooltip-layer", () => ({ mountTooltipLayer }));

const { watchForTooltips } = await import("./tooltip-loader");

afterEach(() => {
  document.body.innerHTML = "";
  mountTooltipLayer.mockClear();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("watchForTooltips", () => {
  it("loads the layer once, when a pointer or focus first reaches a control with a tooltip", async () => {
    document.body.innerHTML =
      '<p id="text">Text</p><button data-tooltip="" aria-label="Copy"><svg></svg></button><a href="/x" data-tooltip="">X</a>';
    const stop = watchForTooltips();
    document.getElementById("text")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await settle();
    expect(mountTooltipLayer).not.toHaveBeenCalled();

    const button = document.querySelector("button");
    button?.querySelector("svg")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    document.querySelector("a")?.dispatchEvent(new Event("focusin", { bubbles: true }));
    await settle();
    expect(mountTooltipLayer).toHaveBeenCalledTimes(1);
    expect(mountTooltipLayer).toHaveBeenCalledWith(button);
    stop();
  });

  it("loads nothing after it is stopped", async () => {
    document.body.innerHTML = '<button data-tooltip="">Go</button>';
    watchForTooltips()();
    document.querySelector("button")?.dispatchEvent(new Event("focusin", { bubbles: true }));
    await settle();
    expect(mountTooltipLayer).not.toHaveBeenCalled();
  });
});
