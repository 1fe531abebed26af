import { CtaLink } from "~/components/sections/cta-link";
import { Section, SectionHeading } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { CopyButton } from "~/components/ui/copy-button";
import { Mark } from "~/components/ui/mark";
import { authorizationHeader } from "~/content/api-access";
import { developerProgram } from "~/content/pricing-page";
import { toast } from "~/hooks/use-toast";
import { formatCount } from "~/lib/format-number";
import { m } from "~/paraglide/messages.js";

/** The #developer section: how to get an API key, what the program adds, and the limits. */
export function DeveloperProgram() {
  const { join } = developerProgram;
  return (
    <Section id={developerProgram.id} labelledBy="developer-heading" tone="muted">
      <SectionHeading
        id="developer-heading"
        title={developerProgram.heading}
        lead={developerProgram.lead}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-lg border bg-card p-6">
          <h3 className="text-lg font-semibold">{developerProgram.keyHeading}</h3>
          <ol className="mt-4 grid list-decimal gap-3 ps-5">
            {developerProgram.keySteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-4 flex items-center justify-between gap-3 rounded-md bg-muted p-3">
            <code className="min-w-0 font-mono text-sm font-semibold break-all">
              {authorizationHeader}
            </code>
            <CopyButton
              text={authorizationHeader}
              label={m.copy_authorization_header()}
              className="shrink-0"
            />
          </p>
          <h3 className="mt-8 text-lg font-semibold">{developerProgram.limitsHeading}</h3>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {developerProgram.limits.map((limit) => (
              <div key={limit.plan} className="rounded-md border p-3 text-center">
                <dt className="text-sm text-muted-foreground">{limit.plan}</dt>
                <dd className="mt-1 text-lg font-bold">{formatCount(limit.perMinute)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-col rounded-lg border bg-card p-6">
          <h3 className="text-lg font-semibold">{developerProgram.programHeading}</h3>
          <ul className="mt-4 grid gap-3">
            {developerProgram.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3">
                <Mark kind="check" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <div className="mt-auto flex flex-wrap gap-3 pt-8">
            <Button
              size="lg"
              onClick={() => toast({ title: join.title, description: join.description })}
            >
              {join.label}
            </Button>
            {developerProgram.links.map((link) => (
              <CtaLink key={link.href} cta={link} variant="outline" />
            ))}
          </div>
        </div>
      </div>
    </Section>
  );
}
