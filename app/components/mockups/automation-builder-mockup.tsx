import { Icon, type SpriteIconName } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { toast } from "~/hooks/use-toast";
import { m } from "~/paraglide/messages.js";
import { MockWindow } from "./mock-window";

const rule = { name: "Hand finished work to QA", board: "Board: Website Relaunch" };
/** Spec 4: the rule fires when the status becomes either value. */
const trigger = { column: "Status", values: ["In Review", "Ready for Testing"] } as const;

const actions: { icon: SpriteIconName; text: string; detail: string }[] = [
  { icon: "mail", text: "Send an email to", detail: "QA Team" },
  { icon: "square-plus", text: "Create a QA task due in", detail: "2 days" },
  { icon: "arrow-right-left", text: "Move the item to the board", detail: "QA Testing" },
];

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
  return (
    <MockWindow
      title="Website Relaunch · Automation builder"
      description={`The Flowboard automation builder with one rule. When: status changes to ${trigger.values.join(" or ")}. Then: send an email to the QA Team, create a QA task due in 2 days, and move the item to the QA Testing board.`}
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
          <span className="font-bold">{rule.name}</span>
          <span className="text-xs text-muted-foreground">{rule.board}</span>
        </p>
        <div className="rounded-lg border-2 border-primary bg-card p-4">
          <p className="mb-2 flex items-center gap-2 text-xs font-bold tracking-wide text-primary uppercase">
            <Icon name="zap" className="size-4" />
            When
          </p>
          <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
            <Chip>{trigger.column}</Chip> changes to <Chip>{trigger.values[0]}</Chip> or{" "}
            <Chip>{trigger.values[1]}</Chip>
          </p>
        </div>
        <div aria-hidden="true" className="mx-auto h-5 w-0.5 bg-border" />
        <div className="rounded-lg border bg-muted p-4">
          <p className="mb-3 text-xs font-bold tracking-wide text-accent uppercase">Then</p>
          <ol className="grid gap-2">
            {actions.map((action, index) => (
              <li
                key={action.detail}
                className="flex items-center gap-3 rounded-md border bg-card p-3 shadow-sm"
              >
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent">
                  <Icon name={action.icon} className="size-4" />
                </span>
                <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
                  <span>
                    <span className="text-muted-foreground">{index + 1}.</span> {action.text}
                  </span>{" "}
                  <Chip>{action.detail}</Chip>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </MockWindow>
  );
}
