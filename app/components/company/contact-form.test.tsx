import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { contactForm } from "~/content/contact";
import { contactSubjects, defaultContactSubject } from "~/content/contact-fields.js";
import { contactErrors, contactNotices } from "~/content/contact-messages.js";
import { ContactForm } from "./contact-form";

// The form's labels and messages are the editors' (content/pages/contact.json,
// content/forms/contact-messages.json): read from there, as the form reads them.
const label = contactForm.fields;
const send = { name: contactForm.submit };
const subjectLabel = (id: string) =>
  (contactSubjects as { id: string; label: string }[]).find((subject) => subject.id === id)
    ?.label ?? id;

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: "/contact", Component: ContactForm }]);
  render(<Stub initialEntries={[url]} />);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(label.name, { exact: false }), "Ada Lovelace");
  await user.type(screen.getByLabelText(label.email, { exact: false }), "ada@example.com");
  await user.type(
    screen.getByLabelText(label.message, { exact: false }),
    "We would like a demo for 40 people.",
  );
}

describe("contact form", () => {
  it("is a real post to the form's route, so it works without JavaScript", async () => {
    renderAt("/contact");
    const form = await screen.findByRole("form", { name: "" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/contact/send");
  });

  it("chooses the subject named in the query string, demo included", async () => {
    renderAt("/contact?subject=demo");
    expect(await screen.findByLabelText(label.subject, { exact: false })).toHaveDisplayValue(
      subjectLabel("demo"),
    );
  });

  it("falls back to a general question for an unknown subject", async () => {
    renderAt("/contact?subject=unknown");
    expect(await screen.findByLabelText(label.subject, { exact: false })).toHaveDisplayValue(
      subjectLabel(defaultContactSubject),
    );
  });

  it("sends through fetch and thanks the visitor in place, with a status the reader announces", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (input) =>
        String(input).includes("?token")
          ? json(200, { formToken: "t.o.k" })
          : json(200, { ok: true, formToken: "n.e.w" }),
      );
    const user = userEvent.setup();
    renderAt("/contact?subject=sales");
    await fillValid(user);
    await user.click(screen.getByRole("button", send));

    expect(await screen.findByRole("status")).toHaveTextContent(contactForm.thanks);
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe("/contact/send");
    const sent = new URLSearchParams(String(post?.[1]?.body));
    expect(sent.get("name")).toBe("Ada Lovelace");
    expect(sent.get("subject")).toBe("sales");
    expect(sent.get("formToken")).toBe("t.o.k");
    expect(screen.getByLabelText(label.name, { exact: false })).toHaveValue("");
  });

  it("shows the server's errors by their fields, focuses the first and keeps every value", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
      String(input).includes("?token")
        ? json(200, { formToken: "t.o.k" })
        : json(400, {
            ok: false,
            errors: { email: contactErrors.email },
            message: contactNotices.fixFields,
            formToken: "n.e.w",
          }),
    );
    const user = userEvent.setup();
    renderAt("/contact");
    await fillValid(user);
    await user.click(screen.getByRole("button", send));

    const email = screen.getByLabelText(label.email, { exact: false });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(contactErrors.email);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent(contactNotices.fixFields);
    expect(screen.getByLabelText(label.name, { exact: false })).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText(label.message, { exact: false })).toHaveValue(
      "We would like a demo for 40 people.",
    );
  });

  it("checks with the shared schema before sending: a blank name is refused without a request", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { formToken: "t" }));
    const user = userEvent.setup();
    renderAt("/contact");
    await user.type(await screen.findByLabelText(label.name, { exact: false }), "   ");
    await user.type(screen.getByLabelText(label.email, { exact: false }), "ada@example.com");
    await user.type(
      screen.getByLabelText(label.message, { exact: false }),
      "We would like a demo for 40 people.",
    );
    await user.click(screen.getByRole("button", send));
    const name = screen.getByLabelText(label.name, { exact: false });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(contactErrors.name);
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("says honestly that nothing was sent when no form server answers (a static copy)", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response("<html>Method Not Allowed</html>", { status: 405 }),
    );
    const user = userEvent.setup();
    renderAt("/contact");
    await fillValid(user);
    await user.click(screen.getByRole("button", send));
    expect(await screen.findByRole("alert")).toHaveTextContent(contactNotices.unavailable);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByLabelText(label.name, { exact: false })).toHaveValue("Ada Lovelace");
  });
});
