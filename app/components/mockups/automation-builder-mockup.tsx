import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { automationRule as picture } from "~/content/pictures/automation-rule";
import { toast } from "~/hooks/use-toast";
import { m } from "~/paraglide/messages.js";
import { fillNodes, fillText } from "./fill-blanks";
import { MockWindow } from "./mock-window";

/** The toasts the builder's buttons show: a picture saves and cancels nothing. */
const preview = {
  save: () => ({
    title: m.mockup_preview_title(),
    description: m.mockup_automation_save_preview(),
  }),
  cancel: () => ({
    title: m.mockup_preview_title(),
    description: m.mockup_automation_cancel_preview(),
  }),
};

function Chip({ children }: { children: string }) {
  return (
    <span className="rounded-md bg-primary-soft px-2 py-0.5 font-semibold text-primary">
      {children}
    </span>
  );
}

/** Workflow automation picture: one rule, a trigger and three actions, with working buttons. */
export function AutomationBuilderMockup() {
  const { trigger } = picture;
  return (
    <MockWindow
      title={picture.title}
      description={fillText(picture.alt, { first: trigger.first, second: trigger.second })}
      controls={
        <div className="mx-auto flex max-w-2xl flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => toast(preview.cancel())}>
            {m.mockup_automation_cancel()}
          </Button>
          <Button onClick={() => toast(preview.save())}>{m.mockup_automation_save()}</Button>
        </div>
      }
    >
      <div className="mx-auto grid max-w-2xl gap-3 text-sm">
        <p className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="font-bold">{picture.rule}</span>
          <span className="text-xs text-muted-foreground">{picture.board}</span>
        </p>
        <div className="rounded-lg border-2 border-primary bg-card p-4">
          <p className="mb-2 flex items-center gap-2 text-xs font-bold tracking-wide text-primary uppercase">
            <Icon name="zap" className="size-4" />
            {picture.whenHeading}
          </p>
          <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
            {fillNodes(trigger.sentence, {
              column: <Chip>{trigger.column}</Chip>,
              first: <Chip>{trigger.first}</Chip>,
              second: <Chip>{trigger.second}</Chip>,
            })}
          </p>
        </div>
        <div aria-hidden="true" className="mx-auto h-5 w-0.5 bg-border" />
        <div className="rounded-lg border bg-muted p-4">
          <p className="mb-3 text-xs font-bold tracking-wide text-accent uppercase">
            {picture.thenHeading}
          </p>
          <ol className="grid gap-2">
            {picture.actions.map((action, index) => (
              <li
                key={action.detail}
                className="flex items-center gap-3 rounded-md border bg-card p-3 shadow-sm"
              >
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent">
                  <Icon name={action.icon} className="size-4" />
                </span>
                {/* One line of words with the chip inside it, wrapping as a sentence does. */}
                <span className="leading-7">
                  <span className="text-muted-foreground">{index + 1}.</span>{" "}
                  {fillNodes(action.sentence, { detail: <Chip>{action.detail}</Chip> })}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </MockWindow>
  );
}
