import { type FormEvent, useState } from "react";

export type PostedFormState =
  | { phase: "idle" }
  | { phase: "sending" }
  | { phase: "sent"; message: string }
  | { phase: "failed"; message: string };

/**
 * Sends a real `<form method="post">` with fetch once React runs, and keeps the answer in
 * state for the form to show in place. Without JavaScript the browser posts the same form
 * and the server answers with a page instead (it tells the two apart by `Accept`).
 */
export function usePostedForm(messages: { failed: string }) {
  const [state, setState] = useState<PostedFormState>({ phase: "idle" });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setState({ phase: "sending" });
    try {
      const fields = new URLSearchParams();
      for (const [name, value] of new FormData(form))
        if (typeof value === "string") fields.append(name, value);
      const response = await fetch(form.action, {
        method: "POST",
        body: fields,
        headers: { accept: "application/json" },
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      if (response.ok) {
        form.reset();
        setState({ phase: "sent", message: answer.message ?? "" });
      } else {
        setState({ phase: "failed", message: answer.message ?? messages.failed });
      }
    } catch {
      setState({ phase: "failed", message: messages.failed });
    }
  }

  return { state, onSubmit, sending: state.phase === "sending" };
}
