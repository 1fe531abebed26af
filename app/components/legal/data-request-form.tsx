import { useId } from "react";
import { FormStatus } from "~/components/forms/form-status";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { useFormAction } from "~/components/forms/use-form-action";
import { usePostedForm } from "~/components/forms/use-posted-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { dataRequestAction } from "~/content/form-actions.js";
import { dataRequestCopy as copy } from "~/content/privacy-page";

/** The privacy page's form: mails the typed address a link to see and erase what is held. */
export function DataRequestForm() {
  const id = useId();
  const { state, onSubmit, sending } = usePostedForm(copy);
  const action = useFormAction(dataRequestAction);
  return (
    <form
      method="post"
      action={action}
      // The server's answer says what is wrong, in the page's language (docs/decisions/035).
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="mt-6 grid gap-3 rounded-lg border bg-card p-6"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {copy.heading}
      </h3>
      <label htmlFor={`${id}-email`} className="text-sm">
        {copy.label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
        />
        <Button type="submit" disabled={sending}>
          {sending ? copy.sending : copy.submit}
        </Button>
      </div>
      <HoneypotField />
      <FormStatus state={state} />
    </form>
  );
}
