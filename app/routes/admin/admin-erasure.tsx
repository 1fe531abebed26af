import { useId } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { AdminApiError, adminMeta, postForm } from "~/components/admin/admin-api";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

export const meta = () => adminMeta("Erase an address");

/** Erases everything stored under an address (leads, subscription), as a visitor may ask. */
export async function clientAction({ request }: { request: Request }) {
  const email = String((await request.formData()).get("email") ?? "").trim();
  try {
    const { result } = await postForm<{ result: Record<string, number> | null }>(
      "/admin/api/erasure",
      { email },
    );
    const removed = result
      ? ` Removed: ${result.leads ?? 0} leads, ${result.subscriptions ?? 0} subscriptions, ${result.mails ?? 0} mails.`
      : "";
    return { ok: true, message: `Everything stored under ${email} has been erased.${removed}` };
  } catch (error) {
    if (error instanceof AdminApiError) return { ok: false, message: error.message };
    throw error;
  }
}

export default function AdminErasure() {
  const id = useId();
  const result = useActionData<typeof clientAction>();
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby={`${id}-title`} className="max-w-xl">
      <h1 id={`${id}-title`} className="text-2xl font-bold">
        Erase an address
      </h1>
      <p className="mt-2 text-muted-foreground">
        When someone asks us to forget them: removes their leads and newsletter subscription. This
        cannot be undone.
      </p>
      <Form method="post" className="mt-6 grid gap-4 rounded-lg border bg-background p-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email address</Label>
          <Input id={`${id}-email`} name="email" type="email" required maxLength={254} />
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" required className="mt-1 size-4" />I have checked
          that this request comes from the owner of the address.
        </label>
        <Button type="submit" variant="primary" disabled={busy} className="justify-self-start">
          Erase everything stored under this address
        </Button>
        <p
          role="status"
          className={result?.ok === false ? "font-semibold text-destructive" : "font-semibold"}
        >
          {result?.message ?? ""}
        </p>
      </Form>
    </section>
  );
}
