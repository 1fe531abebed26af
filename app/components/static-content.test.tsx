import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StaticContent } from "./static-content";

// Hydration is driven by hand here (Testing Library's render does not hydrate).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Item = vi.fn(({ label }: { label: string }) => <a href="/features">{label}</a>);

function List({ label }: { label: string }) {
  return (
    <StaticContent as="ul" className="grid">
      <li>
        <Item label={label} />
      </li>
    </StaticContent>
  );
}

/** The page as the build prerenders it (the build renders islands in full). */
function prerender(label: string) {
  document.documentElement.dataset.hydrated = "true";
  const html = renderToString(<List label={label} />);
  delete document.documentElement.dataset.hydrated;
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
});

describe("StaticContent", () => {
  it("adopts the prerendered HTML on a first view, rendering nothing inside it", async () => {
    const container = prerender("Learn more");
    const link = container.querySelector("a");
    const errors = vi.spyOn(console, "error");
    Item.mockClear();

    const root = await act(async () => hydrateRoot(container, <List label="Learn more" />));
    expect(Item).not.toHaveBeenCalled();
    expect(container.querySelector("a")).toBe(link);
    expect(container.querySelector("ul")).toHaveAttribute("data-static");
    expect(container.querySelector("ul")).toHaveClass("grid");

    // A later render of the page leaves the island's HTML alone.
    await act(async () => root.render(<List label="Learn more" />));
    expect(container.querySelector("a")).toBe(link);
    expect(link).toHaveTextContent("Learn more");
    expect(errors).not.toHaveBeenCalled();
    root.unmount();
  });

  it("renders its content when the page arrives by a client-side navigation", async () => {
    document.documentElement.dataset.hydrated = "true";
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    const root = createRoot(container);
    await act(async () => root.render(<List label="Read on" />));
    expect(container.querySelector("ul a")).toHaveTextContent("Read on");
    expect(container.querySelector("ul")).toHaveAttribute("data-static");
    root.unmount();
  });
});
