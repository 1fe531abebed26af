import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { m } from "~/paraglide/messages.js";
import { ErrorBoundary } from "./root";

function Exploding(): never {
  throw new Error("kaboom");
}

describe("root error boundary", () => {
  it("replaces the screen with the error heading and logs the error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      { path: "/", Component: Exploding, ErrorBoundary: ErrorBoundary as never },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sorry.. there was an error" }),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: "kaboom" }));
    expect(screen.getByRole("link", { name: m.error_home_link() })).toHaveAttribute("href", "/");
  });
});
