import { useId } from "react";
import { Form, Link, useLoaderData } from "react-router";
import {
  adminFetch,
  adminMeta,
  formatReceived,
  type LeadList,
  subjectLabel,
} from "~/components/admin/admin-api";
import { LeadLanguage } from "~/components/admin/lead-language";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { fieldClass, Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

export const meta = () => adminMeta("Leads");

/** A lead's first touch the list filters and sorts by (server/admin/inbox.mjs LEAD_ATTRIBUTES). */
const ATTRIBUTES = [
  { key: "source", label: "Source" },
  { key: "channel", label: "Channel" },
  { key: "campaign", label: "Campaign" },
] as const;
/** What a lead without a source, channel or campaign is filtered by (inbox.mjs NO_VALUE). */
const NO_VALUE = "(none)";
const FILTER_KEYS = ["q", "subject", "state", ...ATTRIBUTES.map((item) => item.key)] as const;
const SORTS = [{ key: "received", label: "Newest" }, ...ATTRIBUTES];

/** The filter of the address bar, as the server reads it (and as the export repeats it). */
function filterOf(url: URL) {
  const params = new URLSearchParams();
  for (const key of [...FILTER_KEYS, "sort", "page"]) {
    const value = url.searchParams.get(key);
    if (value) params.set(key, value);
  }
  return params;
}

export async function clientLoader({ request }: { request: Request }) {
  const params = filterOf(new URL(request.url));
  const list = await adminFetch<LeadList>(`/admin/api/leads?${params}`);
  return { list, params: params.toString() };
}

function pageHref(params: URLSearchParams, page: number) {
  const next = new URLSearchParams(params);
  next.set("page", String(page));
  return `?${next}`;
}

/** The list with `key` set to `value` (or taken away, for null), from its first page. */
function withParam(params: URLSearchParams, key: string, value: string | null) {
  const next = new URLSearchParams(params);
  next.delete("page");
  if (value === null) next.delete(key);
  else next.set(key, value);
  return `?${next}`;
}

export default function AdminLeads() {
  const id = useId();
  const { list, params: query } = useLoaderData<typeof clientLoader>();
  const params = new URLSearchParams(query);
  const exportParams = new URLSearchParams(params);
  exportParams.delete("page");
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const filtered = FILTER_KEYS.some((key) => params.get(key));
  const sort = params.get("sort") ?? "received";
  const active = ATTRIBUTES.filter((item) => params.get(item.key));

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          Leads
        </h1>
        <Button asChild variant="outline" size="sm">
          <a href={`/admin/api/leads.csv?${exportParams}`} download>
            Export {filtered ? "these leads" : "all leads"} as CSV
          </a>
        </Button>
      </div>

      <Form
        method="get"
        role="search"
        aria-label="Filter the leads"
        className="mt-6 grid gap-4 rounded-lg border bg-background p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-q`}>Name, email or company</Label>
          <Input id={`${id}-q`} name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-subject`}>Subject</Label>
          <select
            id={`${id}-subject`}
            name="subject"
            defaultValue={params.get("subject") ?? ""}
            className={cn(fieldClass, "h-11")}
          >
            <option value="">Any subject</option>
            {list.subjects.map((subject) => (
              <option key={subject} value={subject}>
                {subjectLabel(subject)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-state`}>State</Label>
          <select
            id={`${id}-state`}
            name="state"
            defaultValue={params.get("state") ?? ""}
            className={cn(fieldClass, "h-11")}
          >
            <option value="">New and handled</option>
            <option value="new">New</option>
            <option value="handled">Handled</option>
          </select>
        </div>
        {[...active.map((item) => item.key), ...(params.get("sort") ? ["sort"] : [])].map((key) => (
          <input key={key} type="hidden" name={key} value={params.get(key) ?? ""} />
        ))}
        <Button type="submit">Filter</Button>
      </Form>

      {active.length > 0 ? (
        <section aria-labelledby={`${id}-chips`} className="mt-4">
          <h2 id={`${id}-chips`} className="text-sm font-semibold">
            Filters
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {active.map((item) => (
              <li key={item.key}>
                <Link
                  to={withParam(params, item.key, null)}
                  className="inline-flex items-center gap-2 rounded-full border border-primary bg-primary-soft px-3 py-1 text-sm text-primary hover:bg-background"
                  aria-label={`Remove filter: ${item.label} is ${params.get(item.key)}`}
                >
                  <span>
                    {item.label} is {params.get(item.key)}
                  </span>
                  <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <nav aria-label="Sort leads by" className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <span>Sort by</span>
        {SORTS.map((item) => (
          <Link
            key={item.key}
            to={withParam(params, "sort", item.key === "received" ? null : item.key)}
            aria-current={sort === item.key ? "true" : undefined}
            className={cn(
              "rounded-md border px-3 py-1.5 font-semibold",
              sort === item.key ? "border-primary bg-primary-soft text-primary" : "bg-background",
            )}
          >
            {item.label}
          </Link>
        ))}
      </nav>

      <p role="status" className="mt-6 text-sm text-muted-foreground">
        {list.total === 1 ? "1 lead" : `${list.total} leads`}
        {filtered ? " match the filter" : ""},{" "}
        {sort === "received"
          ? "newest first"
          : `by ${SORTS.find((item) => item.key === sort)?.label.toLowerCase() ?? sort}, then newest`}
        .
      </p>

      {list.leads.length > 0 ? (
        <ul className="mt-3 grid gap-3">
          {list.leads.map((lead) => (
            <li
              key={lead.id}
              className="grid gap-1 rounded-lg border bg-background p-4 sm:grid-cols-[1fr_auto]"
            >
              <div className="min-w-0">
                <Link
                  to={`/admin/leads/${lead.id}`}
                  className="font-semibold break-words text-primary hover:underline"
                >
                  {lead.name}
                </Link>
                <p className="text-sm break-words text-muted-foreground">
                  {lead.email}
                  {lead.company ? ` · ${lead.company}` : ""}
                </p>
                <p className="text-sm break-words">
                  {(
                    [
                      ["source", "Source", lead.source ?? null, lead.source ?? null],
                      ["channel", "Channel", lead.channel, lead.channel_label ?? lead.channel],
                      ["campaign", "Campaign", lead.utm_campaign, lead.utm_campaign],
                    ] as const
                  ).map(([key, label, value, shown], index) => (
                    <span key={key}>
                      {index > 0 ? " · " : ""}
                      {label}:{" "}
                      <Link
                        to={withParam(params, key, value ?? NO_VALUE)}
                        className="text-primary hover:underline"
                        aria-label={`Only leads whose ${label.toLowerCase()} is ${shown ?? "none"}`}
                      >
                        {shown ?? "none"}
                      </Link>
                    </span>
                  ))}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm sm:justify-end">
                <span>{subjectLabel(lead.subject)}</span>
                <span>
                  Language: <LeadLanguage code={lead.locale} />
                </span>
                <Badge tone={lead.state === "new" ? "warning" : "success"}>
                  {lead.state === "new" ? "New" : "Handled"}
                </Badge>
                <time dateTime={lead.received_at} className="text-muted-foreground">
                  {formatReceived(lead.received_at)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {pages > 1 ? (
        <nav aria-label="Pages of leads" className="mt-6 flex items-center gap-4 text-sm">
          {list.page > 1 ? (
            <Link to={pageHref(params, list.page - 1)} className="font-semibold text-primary">
              Newer
            </Link>
          ) : null}
          <span>
            Page {list.page} of {pages}
          </span>
          {list.page < pages ? (
            <Link to={pageHref(params, list.page + 1)} className="font-semibold text-primary">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
