import { Icon } from "~/components/icon";
import { StaticContent } from "~/components/static-content";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/site-link";
import type { Cta, JobOpening } from "~/content/schemas";
import { m } from "~/paraglide/messages.js";

/** Open roles, each with its department, location and a way to apply. */
export function JobOpeningList({
  openings,
  apply,
}: {
  openings: readonly JobOpening[];
  apply: Cta;
}) {
  return (
    <StaticContent as="ul" className="mx-auto grid max-w-4xl gap-4">
      {openings.map((opening) => (
        <li
          key={opening.title}
          className="flex flex-col gap-4 rounded-lg border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h3 className="text-lg font-semibold">{opening.title}</h3>
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
              <div className="flex items-center gap-1.5">
                <dt>
                  <Icon name="briefcase" className="size-4" />
                  <span className="sr-only">{m.job_department()}</span>
                </dt>
                <dd>{opening.department}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt>
                  <Icon name="map-pin" className="size-4" />
                  <span className="sr-only">{m.job_location()}</span>
                </dt>
                <dd>{opening.location}</dd>
              </div>
            </dl>
          </div>
          <Button asChild className="self-start sm:self-center">
            <Link to={apply.href}>
              {apply.label}
              <span className="sr-only">{m.job_apply_for({ title: opening.title })}</span>
            </Link>
          </Button>
        </li>
      ))}
    </StaticContent>
  );
}
