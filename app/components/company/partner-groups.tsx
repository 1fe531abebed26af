import { StaticContent } from "~/components/static-content";
import type { PartnerGroup } from "~/content/schemas";

/** One section per partner programme, listing its partners. */
export function PartnerGroups({ groups }: { groups: readonly PartnerGroup[] }) {
  return (
    <StaticContent className="grid gap-12">
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
          <h3 id={`${group.id}-heading`} className="text-2xl font-bold tracking-tight">
            {group.title}
          </h3>
          <p className="mt-2 text-muted-foreground">{group.description}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {group.partners.map((partner) => (
              <li key={partner.name} className="rounded-lg border bg-card p-5 shadow-sm">
                <p className="font-semibold">{partner.name}</p>
                <p className="mt-2 text-sm text-muted-foreground">{partner.description}</p>
                <p className="mt-3 text-xs font-medium text-primary">{partner.region}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </StaticContent>
  );
}
