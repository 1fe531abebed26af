import { sql } from "kysely";
import { channelLabel } from "../analytics/channels.mjs";

/**
 * What the team's inbox reads and changes: the leads the contact and demo forms stored,
 * and the newsletter's subscribers by state. Every value reaches SQL as a parameter; the
 * search escapes LIKE's wildcards so `%` and `_` match themselves.
 */
export const LEAD_STATES = ["new", "handled"];
export const PAGE_SIZE = 50;
/** An export holds at most this many leads (newest first); the filter narrows it. */
export const EXPORT_LIMIT = 50_000;

/** The columns of a lead, in the order the lead page and the CSV show them. */
export const LEAD_COLUMNS = [
  { key: "id", label: "ID" },
  { key: "received_at", label: "Received" },
  { key: "state", label: "State" },
  { key: "subject", label: "Subject" },
  { key: "name", label: "Name" },
  // Asked for apart where the form's language writes the family name first (Japanese).
  { key: "family_name", label: "Family name" },
  { key: "given_name", label: "Given name" },
  { key: "email", label: "Email" },
  { key: "company", label: "Company" },
  { key: "phone", label: "Phone" },
  { key: "message", label: "Message" },
  // The language of the page it was sent from ("de"): the one to answer in.
  { key: "locale", label: "Language" },
  // The first touch of the visit that sent it (server/analytics).
  { key: "entry_path", label: "Entry page" },
  { key: "referrer_site", label: "Referrer site" },
  { key: "utm_source", label: "UTM source" },
  { key: "utm_medium", label: "UTM medium" },
  { key: "utm_campaign", label: "UTM campaign" },
  { key: "utm_term", label: "UTM term" },
  { key: "utm_content", label: "UTM content" },
  // Its channel by the analytics' rules (migration 023); empty without a first touch.
  { key: "channel", label: "Channel" },
];

/**
 * What the leads list filters and sorts by besides its search, subject and state: a lead's
 * source (its utm_source, else its referrer site), channel and campaign (utm_campaign).
 * NO_VALUE picks the leads with none (direct, or sent without a first touch).
 */
export const NO_VALUE = "(none)";
const sourceSql = sql`coalesce(utm_source, referrer_site)`;
export const LEAD_ATTRIBUTES = {
  source: { label: "Source", column: sourceSql },
  channel: { label: "Channel", column: sql`channel` },
  campaign: { label: "Campaign", column: sql`utm_campaign` },
};
/** The orders of the list: newest first, or by an attribute (then newest first). */
export const LEAD_SORTS = ["received", ...Object.keys(LEAD_ATTRIBUTES)];

const LEAD_ID = /^[1-9][0-9]{0,15}$/;
export const isLeadId = (value) => typeof value === "string" && LEAD_ID.test(value);

/** The filter of a query string, each part checked; anything else is ignored. */
export function leadFilter(query = {}) {
  const text = (value, max) => (typeof value === "string" ? value.trim().slice(0, max) : "");
  const q = text(query.q, 200);
  const subject = text(query.subject, 100);
  const state = LEAD_STATES.includes(query.state) ? query.state : "";
  const page = Math.min(Math.max(Number.parseInt(query.page, 10) || 1, 1), 100_000);
  const attributes = Object.fromEntries(
    Object.keys(LEAD_ATTRIBUTES).map((key) => [key, text(query[key], 300)]),
  );
  const sort = LEAD_SORTS.includes(query.sort) ? query.sort : "received";
  return { q, subject, state, ...attributes, sort, page };
}

const escapeLike = (text) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filtered(db, { q, subject, state, ...attributes }) {
  let query = db.selectFrom("lead");
  for (const [key, { column }] of Object.entries(LEAD_ATTRIBUTES)) {
    const value = attributes[key];
    if (!value) continue;
    query = query.where(value === NO_VALUE ? sql`${column} is null` : sql`${column} = ${value}`);
  }
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    query = query.where((eb) =>
      eb.or([
        eb("name", "ilike", pattern),
        eb("email", "ilike", pattern),
        eb("company", "ilike", pattern),
      ]),
    );
  }
  if (subject) query = query.where("subject", "=", subject);
  if (state) query = query.where("state", "=", state);
  return query;
}

const listColumns = [
  "id",
  "received_at",
  "state",
  "subject",
  "name",
  "email",
  "company",
  "locale",
  "utm_source",
  "referrer_site",
  "utm_campaign",
  "channel",
];

/** The list's order: by the attribute asked for (leads without one last), then newest. */
function ordered(query, sort) {
  const attribute = LEAD_ATTRIBUTES[sort];
  const sorted = attribute ? query.orderBy(sql`${attribute.column} asc nulls last`) : query;
  return sorted.orderBy("received_at", "desc").orderBy("id", "desc");
}

export async function listLeads(db, filter) {
  const [rows, total] = await Promise.all([
    ordered(filtered(db, filter).select(listColumns), filter.sort)
      .limit(PAGE_SIZE)
      .offset((filter.page - 1) * PAGE_SIZE)
      .execute(),
    filtered(db, filter).select(sql`count(*)::int`.as("total")).executeTakeFirstOrThrow(),
  ]);
  const subjects = await db
    .selectFrom("lead")
    .select("subject")
    .distinct()
    .orderBy("subject")
    .execute();
  return {
    leads: rows.map((row) => ({
      ...leadJson(row),
      source: row.utm_source ?? row.referrer_site ?? null,
      channel_label: row.channel ? channelLabel(row.channel) : null,
    })),
    total: total.total,
    page: filter.page,
    pageSize: PAGE_SIZE,
    subjects: subjects.map((row) => row.subject),
  };
}

export async function exportLeads(db, filter) {
  const rows = await ordered(
    filtered(db, filter).select(LEAD_COLUMNS.map((column) => column.key)),
    filter.sort,
  )
    .limit(EXPORT_LIMIT)
    .execute();
  return rows.map(leadJson);
}

export async function getLead(db, id) {
  if (!isLeadId(id)) return undefined;
  const row = await db
    .selectFrom("lead")
    .select(LEAD_COLUMNS.map((column) => column.key))
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...leadJson(row), channel_label: row.channel ? channelLabel(row.channel) : null };
}

/** Marks the lead handled (or new again); the lead as it now is, or undefined. */
export async function setLeadState(db, id, state) {
  if (!isLeadId(id) || !LEAD_STATES.includes(state)) return undefined;
  const row = await db
    .updateTable("lead")
    // The year the privacy page promises before deletion counts from here.
    .set({ state, handled_at: state === "handled" ? new Date() : null })
    .where("id", "=", id)
    .returning(LEAD_COLUMNS.map((column) => column.key))
    .executeTakeFirst();
  return row && leadJson(row);
}

function leadJson(row) {
  const lead = { ...row, id: String(row.id) };
  if (row.received_at !== undefined) lead.received_at = new Date(row.received_at).toISOString();
  return lead;
}

const SUBSCRIBER_STATES = ["pending", "confirmed", "unsubscribed"];

/**
 * The newsletter's subscribers counted by state, and the newest of them. Until the
 * newsletter's table exists, `available` is false and the counts are zero.
 */
export async function subscriberSummary(db) {
  try {
    const counts = await db
      .selectFrom("subscriber")
      .select(["state", sql`count(*)::int`.as("count")])
      .groupBy("state")
      .execute();
    const byState = Object.fromEntries(SUBSCRIBER_STATES.map((state) => [state, 0]));
    for (const row of counts) byState[row.state] = row.count;
    return { available: true, counts: byState };
  } catch (error) {
    if (error?.code === "42P01")
      return { available: false, counts: Object.fromEntries(SUBSCRIBER_STATES.map((s) => [s, 0])) };
    throw error;
  }
}
