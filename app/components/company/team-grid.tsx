import { StaticContent } from "~/components/static-content";
import type { TeamMember } from "~/content/schemas";

/** People with an initials avatar, their role and a short bio. */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <StaticContent as="ul" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.name} className="rounded-lg border bg-card p-6 text-center shadow-sm">
          <span
            aria-hidden="true"
            className="mx-auto inline-flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
          >
            {member.initials}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
          <p className="text-sm font-medium text-primary">{member.role}</p>
          <p className="mt-3 text-sm text-muted-foreground">{member.bio}</p>
        </li>
      ))}
    </StaticContent>
  );
}
