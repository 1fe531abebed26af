import { methodTone } from "~/components/api-reference/method-tone";
import { Badge } from "~/components/ui/badge";
import { CopyButton } from "~/components/ui/copy-button";
import type { ApiEndpoint } from "~/content/schemas";
import { englishLang } from "~/lib/locales.js";

/**
 * The documented endpoints (docs/spec/site-spec.md §7.2): method, path with a copy button, and
 * purpose.
 */
export function EndpointList({ endpoints }: { endpoints: readonly ApiEndpoint[] }) {
  return (
    <ul className="grid gap-4">
      {endpoints.map((endpoint) => (
        <li
          key={`${endpoint.method} ${endpoint.endpoint}`}
          className="rounded-lg border bg-card p-4 shadow-sm sm:p-5"
        >
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone={methodTone[endpoint.method]} className="w-16 justify-center font-mono">
              {endpoint.method}
            </Badge>
            <code className="min-w-0 font-mono text-sm font-semibold break-all sm:text-base">
              {endpoint.endpoint}
            </code>
            <CopyButton
              text={endpoint.endpoint}
              label={`path ${endpoint.endpoint}`}
              className="shrink-0"
            />
          </div>
          {/* From the API's own document (openapi.yaml), written in English. */}
          <p lang={englishLang} dir="auto" className="mt-2 text-muted-foreground">
            {endpoint.description}
          </p>
        </li>
      ))}
    </ul>
  );
}
