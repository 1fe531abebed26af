import { Icon } from "~/components/icon";
import { Section, SectionHeading } from "~/components/sections/section";
import { Link } from "~/components/ui/site-link";
import { resourcesMenu } from "~/content/navigation";
import { m } from "~/paraglide/messages.js";

/** The other resource pages, so a reader can move between them without the menu. */
export function MoreResources({ current }: { current: string }) {
  const others = resourcesMenu.links.filter((link) => link.href !== current);
  return (
    <Section labelledBy="more-resources-heading" tone="muted">
      <SectionHeading id="more-resources-heading" title={m.more_resources_heading()} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {others.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="card-link">
              <span>
                <span className="block font-semibold">{link.label}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{link.description}</span>
              </span>
              <Icon name="arrow-right" className="mt-1 size-4 shrink-0 text-primary" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
