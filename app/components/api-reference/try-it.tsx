import { lazy, Suspense, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { m } from "~/paraglide/messages.js";

// The panel, TanStack Query and the site's query client load only when a visitor opens one.
const TryItPanel = lazy(() => import("./try-it-panel"));

/** The "Try it" button under an operation; the panel's code is fetched on the first click. */
export function TryIt({ operationId, summary }: { operationId: string; summary: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-6 border-t pt-4">
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={
          open
            ? m.try_it_close_label({ operation: summary })
            : m.try_it_open_label({ operation: summary })
        }
        onClick={() => setOpen((value) => !value)}
      >
        {open ? m.try_it_close() : m.try_it_open()}
      </Button>
      {open ? (
        <div id={panelId} className="mt-4">
          <Suspense fallback={<p role="status">{m.try_it_loading()}</p>}>
            <TryItPanel operationId={operationId} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
