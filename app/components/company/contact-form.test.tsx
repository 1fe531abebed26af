import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: "/contact", Component: ContactForm }]);
  render(<Stub initialEntries={[url]} />);
}

describe("contact form", () => {
  it("chooses the subject named in the query string", async () => {
    renderAt("/contact?subject=careers");
    expect(await screen.findByLabelText(/Subject/)).toHaveDisplayValue("Careers and applications");
  });

  it("falls back to a general question for an unknown subject", async () => {
    renderAt("/contact?subject=unknown");
    expect(await screen.findByLabelText(/Subject/)).toHaveDisplayValue("General question");
  });

  it("thanks the visitor, clears the fields and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderAt("/contact?subject=sales");
    await user.type(await screen.findByLabelText(/Full name/), "Ada Lovelace");
    await user.type(screen.getByLabelText(/Email address/), "ada@example.com");
    await user.type(screen.getByLabelText(/Message/), "We would like a demo for 40 people.");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(screen.getByRole("alert")).toHaveTextContent(
      "Thank you for your interest in Flowboard!",
    );
    expect(screen.getByLabelText(/Full name/)).toHaveValue("");
    expect(screen.getByLabelText(/Email address/)).toHaveValue("");
    expect(screen.getByLabelText(/Message/)).toHaveValue("");
    expect(screen.getByLabelText(/Subject/)).toHaveDisplayValue("General question");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
