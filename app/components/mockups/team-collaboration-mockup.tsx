import type { FormEvent } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { teamDiscussion as picture } from "~/content/pictures/team-discussion";
import { toast } from "~/hooks/use-toast";
import { formatCount } from "~/lib/format-number";
import { m } from "~/paraglide/messages.js";
import { fillText } from "./fill-blanks";
import { MockWindow } from "./mock-window";

/** The presence dot on each member's initials. */
const presenceLook = {
  online: "bg-success",
  away: "bg-warning",
  busy: "bg-destructive",
  offline: "border-2 border-muted-foreground bg-card",
} as const;

/** Members column width; the message box lines up with the thread beside it. */
const membersColumn = "sm:grid-cols-[11rem_minmax(0,1fr)]";

function Composer() {
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    toast({ title: m.mockup_preview_title(), description: m.mockup_composer_preview() });
  };
  return (
    // Sent before the page is interactive: held, shown busy, replayed once it is.
    <form onSubmit={send} data-hydrate-hold="" className="relative flex gap-2 sm:ps-[12rem]">
      <Input
        name="message"
        aria-label={m.mockup_composer_label()}
        placeholder={m.mockup_composer_placeholder()}
        autoComplete="off"
        className="min-w-0 flex-1"
      />
      <Button type="submit">
        <Icon name="send" />
        {m.mockup_composer_send()}
      </Button>
    </form>
  );
}

/** Team collaboration picture: who is around, and a discussion on the task itself. */
export function TeamCollaborationMockup() {
  return (
    <MockWindow title={picture.title} description={picture.alt} controls={<Composer />}>
      <div className={`grid gap-4 text-xs ${membersColumn}`}>
        <div>
          <p className="mb-2 font-semibold text-muted-foreground">
            {fillText(picture.membersHeading, { count: formatCount(picture.members.length) })}
          </p>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-1">
            {picture.members.map((member) => (
              <li key={member.name} className="flex items-center gap-2">
                <span className="relative inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-[10px] font-semibold text-primary">
                  {member.initials}
                  <span
                    className={`absolute -inset-e-0.5 -bottom-0.5 size-2.5 rounded-full ring-2 ring-card ${presenceLook[member.tone]}`}
                  />
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium">{member.name}</span>
                  <span className="block truncate text-[11px] text-muted-foreground">
                    {member.presence}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0 rounded-lg border bg-muted p-3">
          <p className="mb-3 flex items-center gap-2 text-sm font-semibold">
            {picture.task}
            <span className="rounded bg-warning-soft px-1.5 py-0.5 text-[11px] font-medium text-warning">
              {picture.taskStatus}
            </span>
          </p>
          <ul className="grid gap-3">
            {picture.messages.map((message) => (
              <li key={message.time} className="flex gap-2">
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-[10px] font-semibold text-accent">
                  {message.initials}
                </span>
                <div className="min-w-0 flex-1 rounded-md bg-card p-2.5 shadow-sm">
                  <p className="mb-1">
                    <span className="font-semibold">{message.author}</span>{" "}
                    <span className="text-muted-foreground">{message.time}</span>
                  </p>
                  <p className="leading-relaxed">
                    {message.parts.map((part) =>
                      part.startsWith("@") ? (
                        // Its own direction: "@Leo Park" in a Hebrew sentence keeps its @ in front.
                        <span
                          key={part}
                          dir="auto"
                          className="rounded bg-primary-soft px-1 font-medium text-primary"
                        >
                          {part}
                        </span>
                      ) : (
                        part
                      ),
                    )}
                  </p>
                  {message.filename ? (
                    <p className="mt-2 inline-flex items-center gap-1.5 rounded border px-2 py-1 text-muted-foreground">
                      <Icon name="paperclip" className="size-3.5" />
                      {message.filename}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </MockWindow>
  );
}
