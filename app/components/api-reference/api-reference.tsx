import { endpoints } from "virtual:openapi/endpoints";
import { lazy, Suspense } from "react";
import { StaticContent } from "~/components/static-content";
import { englishLang } from "~/lib/locales.js";
import { m } from "~/paraglide/messages.js";
import { TryIt } from "./try-it";

/*
 * The generated reference is static HTML: the build renders it from openapi.yaml (code
 * highlighted there), and on a first view the browser adopts that HTML without its data or
 * the highlighter. Only after a client-side navigation, when there is no HTML to adopt, is
 * the module fetched and rendered.
 */
const OperationDocs = lazy(() =>
  import("./operation-docs").then((module) => ({ default: module.OperationDocs })),
);
const ShapeDocs = lazy(() =>
  import("./operation-docs").then((module) => ({ default: module.ShapeDocs })),
);

const Loading = () => <p className="text-muted-foreground">{m.api_reference_loading()}</p>;

/** One article per operation in openapi.yaml, each with its "Try it" panel. */
export function ApiReference() {
  return (
    <div className="grid grid-cols-1 gap-8">
      {endpoints.map((endpoint) => (
        <article
          key={endpoint.id}
          id={endpoint.id}
          aria-labelledby={`${endpoint.id}-heading`}
          className="min-w-0 scroll-mt-24 rounded-lg border bg-background p-4 shadow-sm sm:p-6"
        >
          {/* The API's own document (openapi.yaml) is written in English. */}
          <h3
            id={`${endpoint.id}-heading`}
            lang={englishLang}
            dir="auto"
            className="text-xl font-semibold"
          >
            {endpoint.summary}
          </h3>
          <StaticContent className="mt-3 min-w-0">
            <Suspense fallback={<Loading />}>
              <OperationDocs id={endpoint.id} />
            </Suspense>
          </StaticContent>
          <TryIt operationId={endpoint.id} summary={endpoint.summary} />
        </article>
      ))}
      <StaticContent className="min-w-0">
        <Suspense fallback={<Loading />}>
          <ShapeDocs />
        </Suspense>
      </StaticContent>
    </div>
  );
}
