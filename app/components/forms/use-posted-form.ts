import { type FormEvent, useState } from "react";

export type PostedFormState =
  | { phase: "idle" }
  | { phase: "sending" }
  | { phase: "sent"; message: string }
  | { phase: "failed"; message: string };

/**
 * Sends a real `<form method="post">` with fetch once React runs, and keeps the answer in
 * state for the form to show in place. Without JavaScript the browser posts the same form
 * and the server answers with a page instead (it tells the two apart by `Accept`). The
 * handler may sit on the form or on an element around it (the submit event bubbles). The
 * sending code loads on the first submit: the footer's form is on every page.
 */
export function usePostedForm(messages: { failed: string }) {
  const [state, setState] = useState<PostedFormState>({ phase: "idle" });

  async function onSubmit(event: FormEvent<HTMLElement>) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    setState({ phase: "sending" });
    const { postForm } = await import("./post-form");
    const { ok, message } = await postForm(form, messages.failed);
    setState({ phase: ok ? "sent" : "failed", message });
  }

  return { state, onSubmit, sending: state.phase === "sending" };
}
