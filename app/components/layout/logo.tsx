import { Link } from "~/components/ui/site-link";
import { site } from "~/content/site";
import { m } from "~/paraglide/messages.js";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <rect x="7" y="8" width="5" height="16" rx="2" fill="var(--color-primary-foreground)" />
      <rect
        x="14"
        y="8"
        width="5"
        height="11"
        rx="2"
        fill="var(--color-primary-foreground)"
        opacity="0.85"
      />
      <rect
        x="21"
        y="8"
        width="5"
        height="7"
        rx="2"
        fill="var(--color-primary-foreground)"
        opacity="0.7"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link
      to="/"
      aria-label={m.logo_home({ site: site.name })}
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
    >
      <LogoMark className="size-8" />
      {/* Below 360 px, and from 768 to 1279 px where the menus come in, the header's controls
          need the room: the mark stays, named by the link. */}
      <span className="max-[359px]:sr-only md:max-xl:sr-only">{site.name}</span>
    </Link>
  );
}
