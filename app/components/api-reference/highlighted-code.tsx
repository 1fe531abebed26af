import { cn } from "~/lib/cn";
import { highlight, type Language } from "~/lib/highlight";
import { tokenClass } from "~/lib/token-classes";

/**
 * A block of code with its tokens coloured at build. The reference it sits in is adopted
 * as static HTML, so the highlighter never reaches the browser.
 * The block scrolls sideways on narrow screens, so keyboard users can reach it.
 */
export function HighlightedCode({
  code,
  language,
  label,
  className,
}: {
  code: string;
  language: Language;
  /** Names the scrollable block for assistive tech. */
  label: string;
  className?: string;
}) {
  return (
    <figure
      aria-label={label}
      className={cn("min-w-0 overflow-hidden rounded-md border", className)}
    >
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a block wider than the screen scrolls, and keyboard users must reach it
        tabIndex={0}
        dir="ltr"
        className="api-code"
      >
        <code>
          {/* Highlighted by the build only: the highlighter would otherwise become a chunk
              that every page showing a code sample loads. After a client-side navigation
              the code shows plain. */}
          {import.meta.env.SSR
            ? highlight(code, language).map((token, index) =>
                token.kind === "plain" ? (
                  token.text
                ) : (
                  <span key={index} className={tokenClass[token.kind]}>
                    {token.text}
                  </span>
                ),
              )
            : code}
        </code>
      </pre>
    </figure>
  );
}
