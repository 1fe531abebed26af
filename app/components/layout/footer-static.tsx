import { Icon } from "~/components/icon";
import { LatinText } from "~/components/ui/latin-text";
import { Link } from "~/components/ui/site-link";
import {
  footerAddressHeading,
  footerBrandText,
  footerColumns,
  legalLinks,
  socialLinks,
} from "~/content/footer";
import { site } from "~/content/site";
import { LogoMark } from "./logo";

// The footer's parts that never change once built: rendered at build time only (see
// site-footer.tsx), so the browser's JavaScript does not carry them.

const linkClass = "site-footer-link";

/** The brand: the mark, the name and what the company does. */
export function FooterBrand() {
  return (
    <>
      <p className="flex items-center gap-2 text-lg font-bold">
        <LogoMark className="size-8" />
        {site.name}
      </p>
      <p className="max-w-sm text-sm text-muted-foreground">{footerBrandText}</p>
    </>
  );
}

/** The networks, as icon links named by their label (and its tooltip, tooltip-loader.ts). */
export function FooterSocialLinks() {
  return (
    <>
      {socialLinks.map((social) => (
        <li key={social.href}>
          <a
            href={social.href}
            aria-label={social.label}
            data-tooltip=""
            className="site-footer-social-link"
          >
            <Icon name={social.icon} className="size-5" />
          </a>
        </li>
      ))}
    </>
  );
}

/** The link columns and the address. */
export function FooterColumns() {
  return (
    <>
      {footerColumns.map((column, index) => (
        <nav key={column.label} aria-labelledby={`footer-column-${index}`}>
          <h2 id={`footer-column-${index}`} className="text-sm font-semibold">
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
        <h2 className="text-sm font-semibold">{footerAddressHeading}</h2>
        <address className="mt-3 grid gap-1 text-sm text-muted-foreground not-italic [overflow-wrap:anywhere]">
          {/* A postal address is written as the post reads it, in any language. */}
          <span>
            <LatinText english>{site.address.street}</LatinText>
          </span>
          <span>
            <LatinText english>{site.address.city}</LatinText>
          </span>
          <span>{site.address.country}</span>
          <a href={`mailto:${site.address.email}`} className={linkClass}>
            {site.address.email}
          </a>
        </address>
      </div>
    </>
  );
}

/** Terms, Privacy and Cookies: the site's legal pages. */
export function FooterLegalLinks() {
  return (
    <>
      {legalLinks.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </>
  );
}
