import { useId } from "react";
import { CopyButton } from "~/components/ui/copy-button";

interface ScrollingCodeBlockProps {
  caption: string;
  code: string;
  /** What is copied, for the copy button's name: "Copy {copyLabel}". */
  copyLabel: string;
}

/**
 * A block of code with a copy button. The block scrolls sideways on narrow screens, so
 * it is a named, focusable region that keyboard users can scroll too.
 */
export function ScrollingCodeBlock({ caption, code, copyLabel }: ScrollingCodeBlockProps) {
  const captionId = useId();
  return (
    <figure className="overflow-hidden rounded-lg border bg-foreground text-background">
      <figcaption className="flex items-center justify-between gap-3 border-b border-background/20 py-2 pe-2 ps-4 text-sm">
        <span id={captionId} dir="auto">
          {caption}
        </span>
        <CopyButton text={code} label={copyLabel} />
      </figcaption>
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        // Code scrolls left to right on every page: an RTL scroller could not reach its line ends.
        dir="ltr"
        className="relative overflow-x-auto"
      >
        <pre className="p-4 font-mono text-sm leading-relaxed">
          <code>{code}</code>
        </pre>
      </section>
    </figure>
  );
}
