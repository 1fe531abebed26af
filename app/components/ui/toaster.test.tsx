import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/hooks/use-toast";
import { loadToastList, Toaster } from "./toaster";

// The toasts' code loads with the first toast; here it is loaded once up front.
beforeAll(() => loadToastList());

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("<Toaster>", () => {
  it("shows a toast in the F8 region, replaces it with a newer one, and closes it after 5000 ms", async () => {
    render(<Toaster />);
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
    await act(async () => {
      toast({ title: "Saved" });
    });
    expect(screen.getByText("Saved")).toBeVisible();
    await act(async () => {
      toast({ title: "Saved again" });
    });
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
    expect(screen.getByText("Saved again")).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText("Saved again")).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(2);
    });
    expect(screen.queryByText("Saved again")).not.toBeInTheDocument();
  });

  it("closes when its dismiss button is pressed", async () => {
    render(<Toaster />);
    await act(async () => {
      toast({ title: "Oops", variant: "destructive" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText("Oops")).not.toBeInTheDocument();
  });
});
