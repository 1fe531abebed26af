import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PageWindow } from "./declarations";
import { holdRegions } from "./held-regions";

const click = (element: Element, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
const pointer = (type: string, element: Element, init: PointerEventInit = {}) =>
  element.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      isPrimary: true,
      pointerId: 7,
      button: 0,
      ...init,
    }),
  );
const byId = (id: string) => document.getElementById(id) as HTMLElement;
/** The board says it is live, as live-board.tsx does once it has read the saved board. */
const goLive = async () => {
  byId("board").setAttribute("data-region-live", "");
  // The loader hears it from a MutationObserver, a microtask later.
  await Promise.resolve();
};

let start: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  document.body.innerHTML = `
    <fieldset id="board" data-hydrate-region disabled>
      <select id="owner" name="owner"><option>All</option><option>Ana</option></select>
      <button id="undo" type="button">Undo</button>
      <form id="add"><input id="name" name="name"><button id="add-item">Add item</button></form>
      <span id="grip" data-drag-handle aria-hidden="true"></span>
    </fieldset>
    <button id="outside" type="button">Outside</button>`;
  start = vi.fn<() => void>();
  holdRegions(window as PageWindow, start);
});

it("enables the region's controls, which the HTML disables for a browser without JavaScript", () => {
  expect(byId("board")).not.toHaveAttribute("disabled");
});

describe("before the region is live", () => {
  it("holds a click, shows it busy, loads the page's code, and clicks again once live", async () => {
    const heard = vi.fn();
    byId("undo").addEventListener("click", heard);
    click(byId("undo"));
    expect(heard).not.toHaveBeenCalled();
    expect(byId("undo")).toHaveAttribute("aria-busy", "true");
    expect(start).toHaveBeenCalledOnce();
    await goLive();
    expect(heard).toHaveBeenCalledOnce();
    expect(byId("undo")).not.toHaveAttribute("aria-busy");
  });

  it("holds a submit, Enter in a field included, and submits it once live with what was typed", async () => {
    const names: string[] = [];
    byId("add").addEventListener("submit", (event) => {
      event.preventDefault();
      names.push(String(new FormData(event.target as HTMLFormElement).get("name")));
    });
    (byId("name") as HTMLInputElement).value = "Launch plan";
    (byId("add") as HTMLFormElement).requestSubmit();
    expect(names).toEqual([]);
    await goLive();
    expect(names).toEqual(["Launch plan"]);
  });

  it("leaves a field or a menu of choices to the browser, and a control outside the region alone", () => {
    const heard = vi.fn();
    byId("outside").addEventListener("click", heard);
    click(byId("owner"));
    click(byId("outside"));
    expect(heard).toHaveBeenCalledOnce();
    expect(start).not.toHaveBeenCalled();
  });

  it("hands a drag over if the pointer is still down once live, and drops a tap on the grip", async () => {
    const downs: [number, number][] = [];
    byId("grip").addEventListener("pointerdown", (event) =>
      downs.push([event.clientX, event.clientY]),
    );
    pointer("pointerdown", byId("grip"), { clientX: 10, clientY: 20 });
    expect(downs).toEqual([]);
    await goLive();
    expect(downs).toEqual([[10, 20]]);
  });

  it("drops a grip's press let go before the region is live: a tap, not a drag", async () => {
    const downs = vi.fn();
    byId("grip").addEventListener("pointerdown", downs);
    pointer("pointerdown", byId("grip"));
    pointer("pointerup", byId("grip"));
    await goLive();
    expect(downs).not.toHaveBeenCalled();
  });
});

it("steps aside once the region is live", async () => {
  await goLive();
  const heard = vi.fn();
  byId("undo").addEventListener("click", heard);
  click(byId("undo"));
  expect(heard).toHaveBeenCalledOnce();
  expect(start).not.toHaveBeenCalled();
});
