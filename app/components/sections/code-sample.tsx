import { CopyButton } from "~/components/ui/copy-button";
import type { CodeSample as CodeSampleRecord } from "~/content/schemas";
import { cn } from "~/lib/cn";
import { highlight, type Token } from "~/lib/highlight";

const tokenClass: Record<Token["kind"], string | undefined> = {
  plain: undefined,
  comment: "text-muted-foreground italic",
  string: "text-success",
  keyword: "font-semibold text-primary",
  property: "text-accent",
  function: "text-warning",
  number: "text-warning",
};

/** A code sample in a small editor frame, highlighted as it renders, with a copy button. */
export function CodeSample({
  sample,
  className,
}: {
  sample: CodeSampleRecord;
  className?: string;
}) {
  return (
    <div className={cn("overflow-hidden rounded-lg border bg-muted text-left", className)}>
      <div className="flex items-center justify-between gap-3 border-b bg-card px-4 py-2">
        <span className="truncate font-mono text-sm text-muted-foreground">{sample.filename}</span>
        <CopyButton text={sample.code} label={sample.title} />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a sample wider than the screen scrolls, and keyboard users need to reach it to scroll it */}
      <pre tabIndex={0} className="overflow-x-auto p-4 text-sm leading-relaxed">
        <code className="font-mono">
          {highlight(sample.code, sample.language).map((token, index) =>
            token.kind === "plain" ? (
              token.text
            ) : (
              <span key={index} className={tokenClass[token.kind]}>
                {token.text}
              </span>
            ),
          )}
        </code>
      </pre>
    </div>
  );
}
