import { Link } from "react-router";
import { footerColumns, legalLinks } from "~/content/navigation";
import { site } from "~/content/site";
import { footerCopy } from "~/content/site-chrome";
import { LogoMark } from "./logo";

// The footer's parts that never change once built: rendered at build time only (see
// site-footer.tsx), so the browser's JavaScript does not carry them.

const linkClass = "rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline";

/** The brand: the mark, the name and what the company does. */
export function FooterBrand() {
  return (
    <>
      <p className="flex items-center gap-2 text-lg font-bold">
        <LogoMark className="size-8" />
        {site.name}
      </p>
      <p className="max-w-sm text-sm text-muted-foreground">{footerCopy.brandText}</p>
    </>
  );
}

/** The link columns and the address. */
export function FooterColumns() {
  return (
    <>
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
    </>
  );
}

/** Terms, Privacy and Cookies, which lead to the notes below. */
export function FooterLegalLinks() {
  return (
    <>
      {legalLinks.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClass}>
            {link.label}
          </a>
        </li>
      ))}
    </>
  );
}

/** The legal notes the #terms, #privacy and #cookies links land on. */
export function FooterNotes() {
  return (
    <>
      {footerCopy.legal.map((note) => (
        <section key={note.id} id={note.id} aria-labelledby={`${note.id}-title`} tabIndex={-1}>
          <h2 id={`${note.id}-title`} className="font-semibold text-foreground">
            {note.title}
          </h2>
          <p className="mt-1">{note.text}</p>
        </section>
      ))}
    </>
  );
}
