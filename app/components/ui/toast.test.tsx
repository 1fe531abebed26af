import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/hooks/use-toast";
import { loadToastList, Toaster } from "./toaster";

// The toasts' code loads with the first toast; here it is loaded once up front.
beforeAll(() => loadToastList());

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

async function show(title: string) {
  render(<Toaster />);
  await act(async () => {
    toast({ title, description: "Nothing was sent." });
  });
  return screen.getByRole("listitem");
}

describe("toasts (docs/spec/site-spec.md §4, §9)", () => {
  it("stay while the pointer is over the region and close 5000 ms after it leaves", async () => {
    await show("Paused");
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

  it("close with Escape", async () => {
    await show("Escaped");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByText("Escaped")).not.toBeInTheDocument();
  });

  it("move focus into the region on F8", async () => {
    await show("Hotkey");
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it("close when swiped right past 50 px and spring back from a shorter swipe", async () => {
    const item = await show("Swiped");
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

  it("are announced once, with their text but not the dismiss button's", async () => {
    await show("Announced");
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

  it("run their action and close when it is pressed; screen readers hear its alt text", async () => {
    render(<Toaster />);
    const onAction = vi.fn();
    await act(async () => {
      toast({
        title: "Deleted",
        description: "The item is gone.",
        action: { label: "Undo", altText: "Undo with Control+Z", onAction },
      });
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole("status")).toHaveTextContent(
      "Notification Deleted The item is gone. Undo with Control+Z",
    );
    expect(screen.getByRole("status")).not.toHaveTextContent(/Undo$/);
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Deleted")).not.toBeInTheDocument();
  });
});
