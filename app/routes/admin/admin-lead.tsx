import { Form, Link, useLoaderData, useNavigation } from "react-router";
import {
  adminFetch,
  adminMeta,
  formatReceived,
  type Lead,
  postForm,
  subjectLabel,
} from "~/components/admin/admin-api";
import { LeadLanguage } from "~/components/admin/lead-language";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";

export const meta = () => adminMeta("Lead");

type Params = { params: { id?: string } };

export async function clientLoader({ params }: Params) {
  const { lead } = await adminFetch<{ lead: Lead }>(
    `/admin/api/leads/${encodeURIComponent(params.id ?? "")}`,
  );
  return lead;
}

/** Marks the lead handled, or new again; the page then reads it afresh. */
export async function clientAction({ params, request }: Params & { request: Request }) {
  const form = await request.formData();
  const state = form.get("state") === "new" ? "new" : "handled";
  await postForm(`/admin/api/leads/${encodeURIComponent(params.id ?? "")}/state`, { state });
  return { state };
}

export default function AdminLead() {
  const lead = useLoaderData<typeof clientLoader>();
  const saving = useNavigation().state === "submitting";
  const fields: [string, React.ReactNode][] = [
    // Only where the form asked for the name in parts (Japanese), family name first.
    ...(lead.family_name || lead.given_name
      ? ([
          ["Family name", lead.family_name],
          ["Given name", lead.given_name],
        ] as [string, React.ReactNode][])
      : []),
    ["Email", lead.email],
    ["Company", lead.company],
    ["Phone", lead.phone],
    ["Subject", subjectLabel(lead.subject)],
    ["Language", <LeadLanguage key="language" code={lead.locale} />],
    ["Received", formatReceived(lead.received_at)],
    // Where the visit that sent it came from (the visit analytics' first touch).
    ["Entry page", lead.entry_path],
    ["Referrer site", lead.referrer_site],
    ["Channel", lead.channel_label ?? lead.channel],
    ["Campaign", lead.utm_campaign],
    ["Campaign source", lead.utm_source],
    ["Campaign medium", lead.utm_medium],
    ["Campaign term", lead.utm_term],
    ["Campaign content", lead.utm_content],
  ];
  return (
    <article aria-labelledby="lead-name">
      <p className="text-sm">
        <Link to="/admin" className="font-semibold text-primary hover:underline">
          ← All leads
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 id="lead-name" className="text-2xl font-bold break-words">
          {lead.name}
        </h1>
        <Badge tone={lead.state === "new" ? "warning" : "success"}>
          {lead.state === "new" ? "New" : "Handled"}
        </Badge>
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-lg border bg-background p-4 sm:grid-cols-[max-content_1fr]">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words">{value || "—"}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-lg font-semibold">Message</h2>
      <p className="mt-2 rounded-lg border bg-background p-4 break-words whitespace-pre-wrap">
        {lead.message}
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="state" value={lead.state === "new" ? "handled" : "new"} />
        <Button type="submit" disabled={saving}>
          {lead.state === "new" ? "Mark handled" : "Mark as new again"}
        </Button>
      </Form>
    </article>
  );
}
