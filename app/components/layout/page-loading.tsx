import { m } from "~/paraglide/messages.js";
/** Shown in place of a page whose code is still on its way (docs/spec/site-spec.md §2.1). */
export function PageLoading() {
  return (
    <div
      role="status"
      className="mx-auto grid min-h-[60vh] max-w-7xl place-content-center px-4 text-lg text-muted-foreground"
    >
      {m.page_loading()}
    </div>
  );
}
