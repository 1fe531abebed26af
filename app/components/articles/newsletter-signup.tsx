import { useId } from "react";
import { FormStatus } from "~/components/forms/form-status";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { PrivacyLink } from "~/components/forms/privacy-link";
import { useFormAction } from "~/components/forms/use-form-action";
import { usePostedForm } from "~/components/forms/use-posted-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { newsletterAction } from "~/content/form-actions.js";
import { blogNewsletter as copy } from "~/content/notices";

/**
 * The fuller newsletter sign-up below blog posts: what readers get, then the form. It posts
 * to the same route as the footer's, with fetch once React runs and as a plain post before.
 */
export function NewsletterSignup() {
  const id = useId();
  const { state, onSubmit, sending } = usePostedForm(copy);
  const action = useFormAction(newsletterAction);
  return (
    <form
      method="post"
      action={action}
      // The server's answer says what is wrong, in the page's language (docs/decisions/035).
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="text-muted-foreground">{copy.lead}</p>
      <label htmlFor={`${id}-email`} className="text-sm text-muted-foreground">
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
      <p className="text-xs text-muted-foreground">
        {copy.consent} <PrivacyLink section="newsletter" />
      </p>
      <FormStatus state={state} />
    </form>
  );
}
