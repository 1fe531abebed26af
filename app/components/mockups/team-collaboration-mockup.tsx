import type { FormEvent } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/hooks/use-toast";
import { m } from "~/paraglide/messages.js";
import { MockWindow } from "./mock-window";

const presenceLook = {
  Online: "bg-success",
  Away: "bg-warning",
  "In a meeting": "bg-destructive",
  Offline: "border-2 border-muted-foreground bg-card",
} as const;

const members: { name: string; initials: string; presence: keyof typeof presenceLook }[] = [
  { name: "Maya Chen", initials: "MC", presence: "Online" },
  { name: "Leo Park", initials: "LP", presence: "Online" },
  { name: "Priya Shah", initials: "PS", presence: "Away" },
  { name: "Tomás Rivera", initials: "TR", presence: "In a meeting" },
  { name: "Ada Lindqvist", initials: "AL", presence: "Offline" },
];

const thread: { author: string; initials: string; time: string; parts: string[]; file?: string }[] =
  [
    {
      author: "Maya Chen",
      initials: "MC",
      time: "10:02",
      parts: [
        "Draft 3 of the hero copy is attached. ",
        "@Leo Park",
        " can you check the headline on mobile?",
      ],
      file: "hero-copy-v3.docx",
    },
    {
      author: "Leo Park",
      initials: "LP",
      time: "10:15",
      parts: ["Fits on two lines at 360 px. One suggestion: “ship” reads better than “deliver”."],
    },
    {
      author: "Priya Shah",
      initials: "PS",
      time: "10:21",
      parts: ["Approved from my side. ", "@QA Team", " it's ready for review."],
    },
  ];

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
      <Button type="submit" className="h-11">
        <Icon name="send" />
        {m.mockup_composer_send()}
      </Button>
    </form>
  );
}

/** Team collaboration picture: who is around, and a discussion on the task itself. */
export function TeamCollaborationMockup() {
  return (
    <MockWindow
      title="Homepage hero copy · Discussion"
      description="A Flowboard task discussion. Members: Maya Chen and Leo Park online, Priya Shah away, Tomás Rivera in a meeting, Ada Lindqvist offline. Maya attached hero-copy-v3.docx and asked @Leo Park to check the headline on mobile; Leo replied that it fits on two lines at 360 px; Priya approved it and mentioned @QA Team. Below is a message box and a Send button."
      controls={<Composer />}
    >
      <div className={`grid gap-4 text-xs ${membersColumn}`}>
        <div>
          <p className="mb-2 font-semibold text-muted-foreground">Members · {members.length}</p>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-1">
            {members.map((member) => (
              <li key={member.name} className="flex items-center gap-2">
                <span className="relative inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-[10px] font-semibold text-primary">
                  {member.initials}
                  <span
                    className={`absolute -inset-e-0.5 -bottom-0.5 size-2.5 rounded-full ring-2 ring-card ${presenceLook[member.presence]}`}
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
            Homepage hero copy
            <span className="rounded bg-warning-soft px-1.5 py-0.5 text-[11px] font-medium text-warning">
              In Review
            </span>
          </p>
          <ul className="grid gap-3">
            {thread.map((message) => (
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
                        <span
                          key={part}
                          className="rounded bg-primary-soft px-1 font-medium text-primary"
                        >
                          {part}
                        </span>
                      ) : (
                        part
                      ),
                    )}
                  </p>
                  {message.file ? (
                    <p className="mt-2 inline-flex items-center gap-1.5 rounded border px-2 py-1 text-muted-foreground">
                      <Icon name="paperclip" className="size-3.5" />
                      {message.file}
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
