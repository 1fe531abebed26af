import { redirect } from "react-router";
import { contactSubjects } from "~/content/contact-fields";
import { site } from "~/content/site";

/**
 * The admin pages' one way to the server's /admin/api routes. A 401 (no session, or one
 * that ended) sends the browser to the login page; any other failure is thrown with the
 * server's own message, for the admin's error screen.
 */
export const LOGIN_PATH = "/admin/login";

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function adminFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: "same-origin",
    headers: { accept: "application/json", ...init.headers },
  });
  if (response.status === 401) throw redirect(LOGIN_PATH);
  const body = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok)
    throw new AdminApiError(
      response.status,
      (body as { message?: string } | undefined)?.message ??
        `The server answered ${response.status}.`,
    );
  return body as T;
}

/** A form's fields, posted as the server's form parser reads them. */
export function postForm<T>(path: string, fields: Record<string, string>): Promise<T> {
  return adminFetch<T>(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Title and robots tags for a team page: never indexed, never followed. */
export function adminMeta(title: string) {
  return [
    { title: `${title} | ${site.name} team inbox` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export interface LeadSummary {
  id: string;
  received_at: string;
  state: "new" | "handled";
  subject: string;
  name: string;
  email: string;
  company: string | null;
  /** The language of the page it was sent from: "en", "de", "ja" or "he". */
  locale: string;
  /** Its channel's id and name by the analytics' rules; null without a first touch. */
  channel: string | null;
  channel_label?: string | null;
  /** Its utm_source, else its referrer site; null for neither. */
  source?: string | null;
  utm_campaign: string | null;
}

export interface Lead extends LeadSummary {
  /** The name's parts, where the form asked for them apart (Japanese); null otherwise. */
  family_name: string | null;
  given_name: string | null;
  phone: string | null;
  message: string;
  /** The first touch of the visit that sent it (visit analytics); null when not counted. */
  entry_path: string | null;
  referrer_site: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
}

export interface LeadList {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
  subjects: string[];
}

export interface SubscriberSummary {
  available: boolean;
  counts: Record<string, number>;
}

/** "24 Nov 2026, 13:05" in the reader's time zone. */
export function formatReceived(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
}

/** A subject's label from the contact form's list; the stored value if the list lacks it. */
export function subjectLabel(subject: string): string {
  return contactSubjects.find((entry) => entry.id === subject)?.label ?? subject;
}
