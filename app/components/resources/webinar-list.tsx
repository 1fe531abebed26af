import { useId, useState } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { webinarsPage } from "~/content/resources-webinars";
import type { Webinar } from "~/content/schemas";
import { toast } from "~/hooks/use-toast";
import { eventMomentOrProblem } from "~/lib/format-event";
import { m } from "~/paraglide/messages.js";

/** One webinar: when it is, a Register button, and View Details that opens its agenda. */
function WebinarCard({ webinar }: { webinar: Webinar }) {
  const [open, setOpen] = useState(false);
  // In the zone the page's readers keep, with the zone named (app/lib/format-event.ts). A
  // start still being typed in the editor is shown as typed, marked with why it is not a
  // moment yet, which the preview writes beside it (server/editor/preview/not-drawn.ts);
  // the build refuses such a start, so visitors never meet one.
  const when = eventMomentOrProblem(webinar.startsAt);
  const detailsId = useId();
  return (
    <Card className="flex w-full flex-col">
      <h3 className="text-lg font-semibold text-balance">{webinar.title}</h3>
      <p className="mt-2 text-muted-foreground">{webinar.description}</p>
      <dl className="mt-5 grid gap-2 text-sm">
        <div>
          <dt className="sr-only">{m.webinar_date()}</dt>
          <dd className="flex items-center gap-2">
            <Icon name="calendar" className="size-4 shrink-0 text-primary" />
            {"problem" in when ? (
              <span data-not-drawn={when.problem}>{webinar.startsAt}</span>
            ) : (
              <time dateTime={webinar.startsAt}>{when.day}</time>
            )}
          </dd>
        </div>
        {"problem" in when ? null : (
          <div>
            <dt className="sr-only">{m.webinar_time()}</dt>
            <dd className="flex items-center gap-2">
              <Icon name="clock" className="size-4 shrink-0 text-primary" />
              {when.time}
            </dd>
          </div>
        )}
        <div>
          <dt className="sr-only">{m.webinar_duration()}</dt>
          <dd className="flex items-center gap-2">
            <Icon name="timer" className="size-4 shrink-0 text-primary" />
            {m.webinar_minutes({ minutes: webinar.duration })}
          </dd>
        </div>
      </dl>
      <div id={detailsId} hidden={!open} className="mt-5 rounded-md bg-muted p-4 text-sm">
        <p>
          {m.webinar_hosted_by()} <span className="font-semibold">{webinar.host.name}</span>,{" "}
          {webinar.host.role}
        </p>
        <p className="mt-3 font-semibold">{m.webinar_agenda()}</p>
        <ul className="mt-2 grid list-disc gap-1 ps-5">
          {webinar.agenda.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div className="mt-auto flex flex-wrap gap-3 pt-5">
        <Button onClick={() => toast(webinarsPage.registerToast(webinar))}>
          {m.webinar_register()}
          <span className="sr-only">{m.webinar_register_for({ title: webinar.title })}</span>
        </Button>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((current) => !current)}
        >
          {m.webinar_view_details()}
          <span className="sr-only">{m.webinar_details_of({ title: webinar.title })}</span>
          <Icon
            name="chevron-down"
            className={open ? "rotate-180 transition-transform" : "transition-transform"}
          />
        </Button>
      </div>
    </Card>
  );
}

export function WebinarList({ webinars }: { webinars: readonly Webinar[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {webinars.map((webinar) => (
        <li key={webinar.title} className="flex">
          <WebinarCard webinar={webinar} />
        </li>
      ))}
    </ul>
  );
}
