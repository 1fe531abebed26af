import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/hooks/use-toast";
import { Toaster } from "./toaster";

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no pointer capture; the swipe asks for it as browsers allow.
  HTMLElement.prototype.setPointerCapture = vi.fn();
  HTMLElement.prototype.hasPointerCapture = vi.fn(() => false);
});
afterEach(() => {
  act(() => {
    vi.runOnlyPendingTimers();
  });
  vi.useRealTimers();
});

function show(title: string) {
  render(<Toaster />);
  act(() => {
    toast({ title, description: "Nothing was sent." });
  });
  return screen.getByRole("listitem");
}

describe("toasts (spec 4 and 9)", () => {
  it("stay while the pointer is over the region and close 5000 ms after it leaves", () => {
    show("Paused");
    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.pointerMove(region);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText("Paused")).toBeVisible();
    fireEvent.pointerLeave(region);
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(screen.getByText("Paused")).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(2);
    });
    expect(screen.queryByText("Paused")).not.toBeInTheDocument();
  });

  it("close with Escape", () => {
    show("Escaped");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByText("Escaped")).not.toBeInTheDocument();
  });

  it("move focus into the region on F8", () => {
    show("Hotkey");
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it("close when swiped right past 50 px and spring back from a shorter swipe", () => {
    const item = show("Swiped");
    fireEvent.pointerDown(item, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(item, { clientX: 30, clientY: 10 });
    fireEvent.pointerMove(item, { clientX: 50, clientY: 11 });
    expect(item).toHaveAttribute("data-swipe", "move");
    expect(item.style.getPropertyValue("--radix-toast-swipe-move-x")).toBe("40px");
    fireEvent.pointerUp(item, { clientX: 50, clientY: 11 });
    expect(item).toHaveAttribute("data-swipe", "cancel");
    expect(screen.getByText("Swiped")).toBeVisible();

    fireEvent.pointerDown(item, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(item, { clientX: 20, clientY: 10 });
    fireEvent.pointerMove(item, { clientX: 71, clientY: 12 });
    fireEvent.pointerUp(item, { clientX: 71, clientY: 12 });
    expect(screen.queryByText("Swiped")).not.toBeInTheDocument();
  });

  it("are announced once, with their text but not the dismiss button's", () => {
    show("Announced");
    act(() => {
      vi.advanceTimersByTime(100);
    });
    const announcement = screen.getByRole("status");
    expect(announcement).toHaveTextContent("Notification Announced Nothing was sent.");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
