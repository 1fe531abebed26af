import { useId } from "react";
import { FormStatus } from "~/components/forms/form-status";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { PrivacyLink } from "~/components/forms/privacy-link";
import { usePostedForm } from "~/components/forms/use-posted-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { newsletterCopy as copy } from "~/content/newsletter";
import { cn } from "~/lib/cn";

/** The server route every sign-up posts to. */
export const newsletterAction = "/newsletter";

interface NewsletterFormProps {
  /** The footer's compact form, or the fuller one below blog posts. */
  variant?: "footer" | "blog";
}

/**
 * A newsletter sign-up that posts for real. Without JavaScript the server answers with the
 * "check your inbox" page; with it, the same post goes through fetch and the answer shows
 * in place. Either way only a confirmation mail follows: the subscription starts when the
 * link in it is followed.
 */
export function NewsletterForm({ variant = "footer" }: NewsletterFormProps) {
  const id = useId();
  const { state, onSubmit, sending } = usePostedForm(copy);
  const headingId = `${id}-heading`;
  return (
    <form
      method="post"
      action={newsletterAction}
      onSubmit={onSubmit}
      className={cn("grid gap-2", variant === "blog" && "gap-3")}
      aria-labelledby={headingId}
    >
      <h2
        id={headingId}
        className={variant === "footer" ? "text-sm font-semibold" : "text-xl font-bold"}
      >
        {variant === "footer" ? copy.heading : copy.blog.heading}
      </h2>
      {variant === "blog" ? <p className="text-muted-foreground">{copy.blog.lead}</p> : null}
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
          placeholder={copy.placeholder}
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
