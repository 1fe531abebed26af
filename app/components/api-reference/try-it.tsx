import { lazy, Suspense, useId, useState } from "react";
import { Button } from "~/components/ui/button";

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
        aria-label={`${open ? "Close Try it" : "Try it"}: ${summary}`}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? "Close Try it" : "Try it"}
      </Button>
      {open ? (
        <div id={panelId} className="mt-4">
          <Suspense fallback={<p role="status">Loading Try it…</p>}>
            <TryItPanel operationId={operationId} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
