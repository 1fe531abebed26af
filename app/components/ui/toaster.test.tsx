import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/hooks/use-toast";
import { Toaster } from "./toaster";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("<Toaster>", () => {
  it("shows a toast in the F8 region, replaces it with a newer one, and closes it after 5000 ms", () => {
    render(<Toaster />);
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
    act(() => {
      toast({ title: "Saved" });
    });
    expect(screen.getByText("Saved")).toBeVisible();
    act(() => {
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

  it("closes when its dismiss button is pressed", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Oops", variant: "destructive" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText("Oops")).not.toBeInTheDocument();
  });
});
