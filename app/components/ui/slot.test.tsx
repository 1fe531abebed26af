import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { Slot } from "./slot";

describe("<Slot>", () => {
  it("renders the child with classes joined, styles merged and both handlers run", () => {
    const order: string[] = [];
    render(
      <Slot
        className="from-slot"
        style={{ color: "red", margin: 1 }}
        onClick={() => order.push("slot")}
        aria-label="Slot label"
      >
        <a
          href="/pricing"
          className="from-child"
          style={{ color: "blue" }}
          onClick={() => order.push("child")}
        >
          Pricing
        </a>
      </Slot>,
    );
    const link = screen.getByRole("link", { name: "Slot label" });
    expect(link).toHaveAttribute("href", "/pricing");
    expect(link).toHaveClass("from-slot", "from-child");
    expect(link).toHaveStyle({ color: "rgb(0, 0, 255)", margin: "1px" });
    fireEvent.click(link);
    expect(order).toEqual(["child", "slot"]);
  });

  it("sets both refs", () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    render(
      <Slot ref={slotRef}>
        <span ref={childRef}>Inside</span>
      </Slot>,
    );
    expect(slotRef.current).toBe(screen.getByText("Inside"));
    expect(childRef).toHaveBeenCalledWith(screen.getByText("Inside"));
  });

  it("gives a Button's look to its child link without a type attribute", () => {
    render(
      <Button asChild variant="outline">
        <a href="/contact">Contact</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Contact" });
    expect(link).toHaveClass("border-input");
    expect(link).not.toHaveAttribute("type");
  });
});
