import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { StaticContent } from "~/components/static-content";
import { footerColumns, legalLinks, socialLinks } from "~/content/navigation";
import { site } from "~/content/site";
import { footerCopy } from "~/content/site-chrome";
import { useCurrentYear } from "~/hooks/use-current-year";
import { LogoMark } from "./logo";
import { NewsletterForm } from "./newsletter-form";

const linkClass = "rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline";

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,2fr)] lg:px-8">
        <div className="grid content-start gap-6">
          <p className="flex items-center gap-2 text-lg font-bold">
            <LogoMark className="size-8" />
            {site.name}
          </p>
          <p className="max-w-sm text-sm text-muted-foreground">{footerCopy.brandText}</p>
          <NewsletterForm />
          <ul className="flex gap-2">
            {socialLinks.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  aria-label={social.label}
                  className="inline-flex size-11 items-center justify-center rounded-md border bg-background hover:bg-primary-soft"
                >
                  <Icon name={social.icon} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <StaticContent className="grid gap-8 sm:grid-cols-2 md:grid-cols-[repeat(4,minmax(0,1fr))]">
          {footerColumns.map((column) => (
            <nav key={column.label} aria-labelledby={`footer-${column.label}`}>
              <h2 id={`footer-${column.label}`} className="text-sm font-semibold">
                {column.label}
              </h2>
              <ul className="mt-3 grid gap-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2 className="text-sm font-semibold">{footerCopy.addressHeading}</h2>
            <address className="mt-3 grid gap-1 text-sm text-muted-foreground not-italic [overflow-wrap:anywhere]">
              <span>{site.address.street}</span>
              <span>{site.address.city}</span>
              <span>{site.address.country}</span>
              <a href={`mailto:${site.address.email}`} className={linkClass}>
                {site.address.email}
              </a>
            </address>
          </div>
        </StaticContent>
      </div>
      <div className="border-t">
        <div className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">{footerCopy.copyright(year)}</p>
            <StaticContent as="ul" className="flex gap-4">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </StaticContent>
          </div>
          <StaticContent className="grid gap-4 text-xs text-muted-foreground sm:grid-cols-3">
            {footerCopy.legal.map((note) => (
              <section
                key={note.id}
                id={note.id}
                aria-labelledby={`${note.id}-title`}
                tabIndex={-1}
              >
                <h2 id={`${note.id}-title`} className="font-semibold text-foreground">
                  {note.title}
                </h2>
                <p className="mt-1">{note.text}</p>
              </section>
            ))}
          </StaticContent>
        </div>
      </div>
    </footer>
  );
}
