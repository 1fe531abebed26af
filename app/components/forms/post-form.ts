/**
 * Posts a form with fetch, asking for JSON, and resolves to the server's answer: its
 * message, and whether it went through (the form is then cleared). A failed connection
 * resolves to `failed`.
 */
export async function postForm(
  form: HTMLFormElement,
  failed: string,
): Promise<{ ok: boolean; message: string }> {
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
    if (response.ok) form.reset();
    return { ok: response.ok, message: answer.message ?? failed };
  } catch {
    return { ok: false, message: failed };
  }
}
