import { Icon } from "~/components/icon";
import { StaticContent } from "~/components/static-content";
import { LatinText } from "~/components/ui/latin-text";
import { Link } from "~/components/ui/site-link";
import { contactDetails, supportHours } from "~/content/contact";
import { site } from "~/content/site";
import { formatOpeningHours } from "~/lib/format-event";

const { address } = site;

/** Address, email, phone and the support hours (docs/spec/site-spec.md §2.14). */
export function ContactDetails() {
  return (
    <StaticContent className="grid gap-6">
      <section aria-labelledby="contact-details-heading" className="rounded-lg border bg-card p-6">
        <h2 id="contact-details-heading" className="text-xl font-semibold">
          {contactDetails.heading}
        </h2>
        <ul className="mt-4 grid gap-4 text-sm">
          <li className="flex gap-3">
            <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-primary" />
            <a
              href={`mailto:${address.email}`}
              className="font-medium text-primary hover:underline"
            >
              {address.email}
            </a>
          </li>
          <li className="flex gap-3">
            <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-primary" />
            <a
              href={`tel:${address.phone.replace(/[^+\d]/g, "")}`}
              className="font-medium text-primary hover:underline"
            >
              {address.phone}
            </a>
          </li>
          <li className="flex gap-3">
            <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-primary" />
            <address className="not-italic">
              <LatinText>{`${site.name}, Inc.`}</LatinText>
              <br />
              {/* A postal address is written as the post reads it, in any language. */}
              <LatinText english>{address.street}</LatinText>
              <br />
              <LatinText english>{address.city}</LatinText>
              <br />
              {address.country}
            </address>
          </li>
        </ul>
      </section>
      <section aria-labelledby="support-hours-heading" className="rounded-lg border bg-card p-6">
        <h2 id="support-hours-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Icon name="clock" className="size-5 text-primary" />
          {contactDetails.hoursHeading}
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {supportHours.map((row) => (
            <div key={row.days} className="contents">
              <dt className="font-semibold">{row.days}</dt>
              <dd>
                {row.opens !== undefined && row.closes !== undefined
                  ? formatOpeningHours(row.opens, row.closes)
                  : row.closed}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">
          {contactDetails.hoursNote}{" "}
          <Link
            to={contactDetails.docsLink.href}
            className="font-medium text-primary hover:underline"
          >
            {contactDetails.docsLink.label}
          </Link>
        </p>
      </section>
    </StaticContent>
  );
}
