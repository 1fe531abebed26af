import { Icon } from "~/components/icon";
import { useCopyToClipboard } from "~/hooks/use-copy-to-clipboard";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages.js";

interface CopyButtonProps {
  /** The exact text put on the clipboard. */
  text: string;
  /** What is copied, for the button's accessible name: "Copy {label}". */
  label: string;
  className?: string;
}

/**
 * A copy icon that turns into a tick for two seconds. "Copied" is announced through a
 * polite live region that stays mounted, so screen readers hear it every time.
 */
export function CopyButton({ text, label, className }: CopyButtonProps) {
  const { copied, failed, copy } = useCopyToClipboard();
  return (
    <span className={cn("inline-flex items-center", className)}>
      <button
        type="button"
        onClick={() => copy(text)}
        aria-label={m.copy_button_label({ what: label })}
        data-tooltip=""
        // Clicked before the page is interactive: held, shown busy, replayed once it is.
        data-hydrate-hold=""
        className="relative inline-flex size-9 items-center justify-center rounded-md border border-input bg-background text-foreground hover:bg-muted"
      >
        {copied ? (
          <Icon name="check" data-testid="copy-done" className="size-4 text-success" />
        ) : (
          <Icon name="copy" className="size-4" />
        )}
      </button>
      <span aria-live="polite" className="sr-only">
        {copied ? m.copy_done() : failed ? m.copy_failed() : ""}
      </span>
    </span>
  );
}
