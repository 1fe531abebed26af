import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CopyButton } from "~/components/ui/copy-button";
import { COPY_CONFIRM_MS } from "./use-copy-to-clipboard";

const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  writeText.mockReset();
});

describe("copy button", () => {
  it("copies the exact text, shows a tick and announces Copied for 2 s, then reverts", async () => {
    render(<CopyButton text="/api/v1/projects" label="path /api/v1/projects" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy path /api/v1/projects" }));
    });
    expect(writeText).toHaveBeenCalledWith("/api/v1/projects");
    expect(screen.getByTestId("copy-done")).toBeInTheDocument();
    expect(screen.getByText("Copied")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(COPY_CONFIRM_MS - 1);
    });
    expect(screen.getByTestId("copy-done")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId("copy-done")).not.toBeInTheDocument();
    expect(screen.queryByText("Copied")).not.toBeInTheDocument();
  });

  it("says so when the clipboard refuses", async () => {
    writeText.mockRejectedValueOnce(new Error("denied"));
    render(<CopyButton text="x" label="snippet" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy snippet" }));
    });
    expect(screen.getByText(/Copy failed/)).toBeInTheDocument();
  });
});
