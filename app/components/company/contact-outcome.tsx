import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/site-link";

interface ContactOutcomeProps {
  eyebrow: string;
  title: string;
  lead: string;
  steps: readonly string[];
  links: readonly { label: string; href: string }[];
}

/** A short page after the contact form: what happened, then what happens next, in order. */
export function ContactOutcome({ eyebrow, title, lead, steps, links }: ContactOutcomeProps) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h1 id="page-title" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
        {title}
      </h1>
      <p className="mt-6 text-lg text-muted-foreground">{lead}</p>
      <ol className="mt-8 grid list-decimal gap-3 ps-6 text-lg">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-4">
        {links.map((link, index) => (
          <Button key={link.href} asChild size="lg" variant={index === 0 ? "primary" : "outline"}>
            <Link to={link.href}>{link.label}</Link>
          </Button>
        ))}
      </div>
    </section>
  );
}
