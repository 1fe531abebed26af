import { Icon } from "~/components/icon";
import { StaticContent } from "~/components/static-content";
import { Link } from "~/components/ui/site-link";
import { announcement } from "~/content/site-chrome";
import { m } from "~/paraglide/messages.js";

/**
 * The bar under the header. It stays mounted across navigations, so the browser never
 * renders it: the build draws it and React adopts the HTML (StaticContent).
 */
export function AnnouncementBar() {
  return (
    <StaticContent
      as="aside"
      aria-label={m.announcement_label()}
      className="bg-primary text-primary-foreground"
    >
      {import.meta.env.SSR ? <AnnouncementText /> : null}
    </StaticContent>
  );
}

function AnnouncementText() {
  return (
    <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-2 px-4 py-2 text-center text-sm">
      <span>{announcement.text}</span>
      <Link
        to={announcement.link.href}
        className="inline-flex items-center gap-1 font-semibold underline underline-offset-4"
      >
        {announcement.link.label}
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </p>
  );
}
