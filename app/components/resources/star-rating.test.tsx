import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StarRating } from "./star-rating";

describe("<StarRating>", () => {
  it("writes the rating out and hides the stars from assistive tech", () => {
    const { container } = render(<StarRating rating={4.8} />);
    expect(screen.getByText("4.8 out of 5")).toBeInTheDocument();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("fills whole stars and the fraction of the next one", () => {
    const widthFor = (rating: number) => {
      const { container, unmount } = render(<StarRating rating={rating} />);
      const width = Number(container.querySelector("clipPath rect")?.getAttribute("width"));
      unmount();
      return width;
    };
    // Stars are 24 units wide with 4-unit gaps.
    expect(widthFor(0)).toBe(0);
    expect(widthFor(4.5)).toBeCloseTo(4 * 28 + 12);
    expect(widthFor(5)).toBe(5 * 28);
  });
});
