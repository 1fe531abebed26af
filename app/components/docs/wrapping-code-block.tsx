import { CopyButton } from "~/components/ui/copy-button";
import { m } from "~/paraglide/messages.js";

/**
 * A short code listing with a copy button. Long lines wrap instead of scrolling, so the
 * listing never needs its own keyboard stop at phone width.
 */
export function WrappingCodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <figure className="mt-6 overflow-hidden rounded-lg border bg-muted">
      <figcaption className="flex items-center justify-between gap-3 border-b px-4 py-2 text-sm font-semibold">
        {label}
        <CopyButton text={code} label={m.copy_example({ name: label.toLowerCase() })} />
      </figcaption>
      <pre className="p-4 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap sm:text-sm">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
