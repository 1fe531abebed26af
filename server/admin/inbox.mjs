import { sql } from "kysely";

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
];

const LEAD_ID = /^[1-9][0-9]{0,15}$/;
export const isLeadId = (value) => typeof value === "string" && LEAD_ID.test(value);

/** The filter of a query string, each part checked; anything else is ignored. */
export function leadFilter(query = {}) {
  const text = (value, max) => (typeof value === "string" ? value.trim().slice(0, max) : "");
  const q = text(query.q, 200);
  const subject = text(query.subject, 100);
  const state = LEAD_STATES.includes(query.state) ? query.state : "";
  const page = Math.min(Math.max(Number.parseInt(query.page, 10) || 1, 1), 100_000);
  return { q, subject, state, page };
}

const escapeLike = (text) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filtered(db, { q, subject, state }) {
  let query = db.selectFrom("lead");
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

const listColumns = ["id", "received_at", "state", "subject", "name", "email", "company", "locale"];

export async function listLeads(db, filter) {
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .select(listColumns)
      .orderBy("received_at", "desc")
      .orderBy("id", "desc")
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
    leads: rows.map(leadJson),
    total: total.total,
    page: filter.page,
    pageSize: PAGE_SIZE,
    subjects: subjects.map((row) => row.subject),
  };
}

export async function exportLeads(db, filter) {
  const rows = await filtered(db, filter)
    .select(LEAD_COLUMNS.map((column) => column.key))
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
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
  return row && leadJson(row);
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
