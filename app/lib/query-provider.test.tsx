import { useQueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QueryProvider } from "./query-provider";

function CaptureClient({ into }: { into: unknown[] }) {
  into.push(useQueryClient());
  return null;
}

describe("<QueryProvider>", () => {
  it("one client across a tab's pages, with the defaults of docs/spec/site-spec.md §4, §9", () => {
    const clients: unknown[] = [];
    const { unmount } = render(
      <QueryProvider>
        <CaptureClient into={clients} />
      </QueryProvider>,
    );
    unmount();
    render(
      <QueryProvider>
        <CaptureClient into={clients} />
      </QueryProvider>,
    );
    const [first, second] = clients as ReturnType<typeof useQueryClient>[];
    expect(second).toBe(first);
    const { queries, mutations } = first?.getDefaultOptions() ?? {};
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});
