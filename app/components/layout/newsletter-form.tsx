import { FormStatus } from "~/components/forms/form-status";
import { useFormAction } from "~/components/forms/use-form-action";
import { usePostedForm } from "~/components/forms/use-posted-form";
import { StaticContent } from "~/components/static-content";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Link } from "~/components/ui/site-link";
import { honeypotFieldName, newsletterAction } from "~/content/form-actions.js";
import { formPrivacyLink } from "~/content/form-privacy-link";
import { newsletterCopy as copy, newsletterFailed } from "~/content/newsletter";
import { m } from "~/paraglide/messages.js";

interface FieldsProps {
  /** Prefix of the ids inside (fixed for the footer, whose markup only the build renders). */
  id: string;
  heading: string;
}

/**
 * The footer's newsletter sign-up, which posts for real. Without JavaScript the server answers with the
 * "check your inbox" page; with it, the same post goes through fetch and the answer shows
 * in place. Either way only a confirmation mail follows: the subscription starts when the
 * link in it is followed.
 */
function FooterNewsletterFields({ id, heading }: FieldsProps) {
  const action = useFormAction(newsletterAction);
  return (
    // noValidate: the server's answer says what is wrong, in the page's language; the
    // browser's own bubble speaks the browser's (docs/decisions/035).
    <form
      method="post"
      action={action}
      noValidate
      className="grid gap-2"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        {heading}
      </h2>
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
        <Button type="submit">{copy.submit}</Button>
      </div>
      {/* The honeypot and the privacy link are drawn here rather than with the shared
          components: those are in use on other pages, and anything the footer imports is
          in every page's JavaScript. This markup is the build's only. */}
      <div className="hidden" aria-hidden="true">
        <label>
          {m.honeypot_label()}
          <input type="text" name={honeypotFieldName} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p className="text-xs text-muted-foreground">
        {copy.consent}{" "}
        <Link
          to={`${formPrivacyLink.href}#newsletter`}
          className="rounded-sm text-primary underline underline-offset-4"
        >
          {formPrivacyLink.label}
        </Link>
      </p>
    </form>
  );
}

/**
 * The footer's sign-up, on every page. Its form is an island only the build renders
 * (StaticContent), so every page's JavaScript carries just the handler around it: the
 * submit event bubbles out of the island to it, and the answer shows below. (The blog's
 * fuller sign-up is components/articles/newsletter-signup.tsx: a module of its own, as a
 * module the footer imports is in every page's JavaScript with all its exports in use.)
 */
export function FooterNewsletterForm() {
  const { state, onSubmit } = usePostedForm({ failed: newsletterFailed });
  return (
    <div onSubmit={onSubmit} className="grid gap-2">
      <StaticContent>
        {import.meta.env.SSR ? (
          <FooterNewsletterFields id="footer-newsletter" heading={copy.heading} />
        ) : null}
      </StaticContent>
      <FormStatus state={state} />
    </div>
  );
}
