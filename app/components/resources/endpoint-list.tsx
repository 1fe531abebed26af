import { Badge } from "~/components/ui/badge";
import { CopyButton } from "~/components/ui/copy-button";
import type { ApiEndpoint } from "~/content/schemas";

/** Reads differ from writes at a glance; the method is always written out as well. */
const methodTone = {
  GET: "success",
  POST: "primary",
  PUT: "warning",
  PATCH: "warning",
  DELETE: "neutral",
} as const;

/** The documented endpoints (spec 7.2): method, path with a copy button, and purpose. */
export function EndpointList({ endpoints }: { endpoints: readonly ApiEndpoint[] }) {
  return (
    <ul className="grid gap-4">
      {endpoints.map((endpoint) => (
        <li
          key={`${endpoint.method} ${endpoint.endpoint}`}
          className="rounded-lg border bg-card p-4 shadow-sm sm:p-5"
        >
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone={methodTone[endpoint.method]} className="w-14 justify-center font-mono">
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
          <p className="mt-2 text-muted-foreground">{endpoint.description}</p>
        </li>
      ))}
    </ul>
  );
}
