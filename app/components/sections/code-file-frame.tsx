import { StaticContent } from "~/components/static-content";
import { CopyButton } from "~/components/ui/copy-button";
import type { CodeSample } from "~/content/schemas";
import { cn } from "~/lib/cn";
import { highlight } from "~/lib/highlight";
import { tokenClass } from "~/lib/token-classes";

/**
 * A code sample shown as a file in a small editor frame: its file name and a copy button
 * above, the code highlighted at build time below.
 */
export function CodeFileFrame({ sample, className }: { sample: CodeSample; className?: string }) {
  return (
    <div className={cn("overflow-hidden rounded-lg border bg-muted text-start", className)}>
      <div className="flex items-center justify-between gap-3 border-b bg-card px-4 py-2">
        <span className="truncate font-mono text-sm text-muted-foreground">{sample.filename}</span>
        <CopyButton text={sample.code} label={sample.title} />
      </div>
      {/* tabIndex: a sample wider than the screen scrolls, and keyboard users need to reach it to scroll it */}
      <StaticContent
        as="pre"
        tabIndex={0}
        dir="ltr"
        className="overflow-x-auto p-4 text-sm leading-relaxed"
      >
        <code className="font-mono">
          {/* Highlighted by the build; the browser adopts that HTML, so the highlighter stays
              out of its JavaScript. After a client-side navigation the sample shows plain. */}
          {import.meta.env.SSR
            ? highlight(sample.code, sample.language).map((token, index) =>
                token.kind === "plain" ? (
                  token.text
                ) : (
                  <span key={index} className={tokenClass[token.kind]}>
                    {token.text}
                  </span>
                ),
              )
            : sample.code}
        </code>
      </StaticContent>
    </div>
  );
}
