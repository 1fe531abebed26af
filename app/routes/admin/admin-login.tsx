import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { adminMeta } from "~/components/admin/admin-api";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

export const meta = () => adminMeta("Log in");

/**
 * The team's login. A plain form post without JavaScript (the server answers with the
 * inbox, or with this page and the reason in its status line); with JavaScript, the same
 * post through fetch, the reason announced in place and focus back on the email field.
 */
export default function AdminLogin() {
  const id = useId();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const form = event.currentTarget;
      const response = await fetch(form.action, {
        method: "POST",
        headers: {
          accept: "application/json",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        credentials: "same-origin",
      });
      if (response.ok) {
        navigate("/admin", { replace: true });
        return;
      }
      const body = (await response.json().catch(() => undefined)) as
        | { message?: string }
        | undefined;
      setMessage(body?.message ?? `The server answered ${response.status}; try again.`);
      emailRef.current?.focus();
    } catch {
      setMessage("The server could not be reached; try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="grid min-h-screen place-items-center bg-muted px-4 py-12">
      <div className="w-full max-w-sm rounded-lg border bg-background p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Team inbox</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Log in to read the leads and subscribers.
        </p>
        <form
          method="post"
          action="/admin/login"
          onSubmit={handleSubmit}
          className="mt-6 grid gap-4"
          aria-describedby={`${id}-message`}
        >
          {/* The server writes its answer here when the form was posted without JavaScript;
              the text is then left as it is when the page hydrates. */}
          <p
            id={`${id}-message`}
            data-login-message=""
            role="alert"
            className="text-sm font-semibold text-destructive empty:hidden"
            suppressHydrationWarning
          >
            {message ?? ""}
          </p>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="username"
              required
              maxLength={254}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-password`}>Password</Label>
            <Input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1024}
            />
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? "Logging in…" : "Log in"}
          </Button>
        </form>
      </div>
    </main>
  );
}
