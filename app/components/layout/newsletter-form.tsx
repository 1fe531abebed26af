import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { footerCopy } from "~/content/site-chrome";
import { toast } from "~/hooks/use-toast";

const copy = footerCopy.newsletter;

/** The browser checks the address (required, type=email); a valid one gets a toast and nothing is sent. */
export function NewsletterForm() {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.currentTarget.reset();
    toast({ title: copy.success, description: copy.successDetail });
  }
  return (
    <form onSubmit={handleSubmit} className="grid gap-2" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="text-sm font-semibold">
        {copy.heading}
      </h2>
      <label htmlFor="newsletter-email" className="text-sm text-muted-foreground">
        {copy.label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={copy.placeholder}
        />
        <Button type="submit">{copy.submit}</Button>
      </div>
    </form>
  );
}
