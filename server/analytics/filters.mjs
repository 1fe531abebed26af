import { sql } from "kysely";
import { channelLabel } from "./channels.mjs";
import { countryName } from "./country.mjs";

/**
 * Filters of the dashboard, its JSON API, its CSV and `npm run analytics`: each is a
 * dimension a table lists and a value of it, as `?channel=email&page=/pricing` (the CLI:
 * `--channel=email --page=/pricing`). Filters stack (every one must hold). Picking a row of
 * a table adds its filter; the chips above the tables take one away.
 *
 * The query string's rules (the hostile corpus in analytics.test.mjs holds them):
 * - a key that names no filter nor `range`, `from`, `to`, `show`, `sort` is ignored, as a
 *   tracking tag pasted onto a bookmark would be;
 * - a filter given twice, a value that is not text, empty, longer than `MAX_FILTER_LENGTH`
 *   characters or holding a control character answers 400 with the reason;
 * - a value is compared as it is, never read as SQL: one that no visit has matches nothing.
 */
export const MAX_FILTER_LENGTH = 300;

/** `v` is a visit (analytics_visit). The page filter is any page the visit viewed. */
const campaignSql = sql`case when v.utm_campaign is not null or v.utm_source is not null
  then coalesce(v.utm_source, '-') || ' / ' || coalesce(v.utm_medium, '-') || ' / ' || coalesce(v.utm_campaign, '-') end`;
export const FILTERS = {
  page: { label: "Page" },
  entry: { label: "Entry page", column: sql`v.entry_path` },
  exit: { label: "Exit page", column: sql`v.exit_path` },
  channel: { label: "Channel", column: sql`v.channel`, show: channelLabel },
  source: { label: "Source", column: sql`v.source` },
  referrer: { label: "Referrer site", column: sql`coalesce(v.referrer_site, '(none)')` },
  campaign: { label: "Campaign", column: campaignSql },
  utm_source: { label: "Campaign source", column: sql`v.utm_source` },
  utm_medium: { label: "Campaign medium", column: sql`v.utm_medium` },
  utm_campaign: { label: "Campaign name", column: sql`v.utm_campaign` },
  utm_term: { label: "Campaign term", column: sql`v.utm_term` },
  utm_content: { label: "Campaign content", column: sql`v.utm_content` },
  device: { label: "Device", column: sql`v.device` },
  browser: { label: "Browser", column: sql`v.browser` },
  os: { label: "System", column: sql`v.os` },
  country: { label: "Country", column: sql`v.country`, show: countryName },
  goal: { label: "Goal reached" },
};
export const FILTER_KEYS = Object.keys(FILTERS);
/** The other keys the dashboard reads. */
export const OTHER_KEYS = ["range", "from", "to", "show", "sort"];
export const SORTS = { visitors: "visitors", views: "pageviews", leads: "conversions" };

/**
 * The filters a query asks for, in the order of FILTER_KEYS: `{ filters: [{ key, value }] }`
 * or `{ error }`. Fastify hands a repeated key as an array, which is refused.
 */
export function readFilters(query = {}) {
  const filters = [];
  for (const key of FILTER_KEYS) {
    if (!Object.hasOwn(query, key)) continue;
    const value = query[key];
    const label = FILTERS[key].label;
    if (Array.isArray(value)) return { error: `Filter by ${label.toLowerCase()} once only.` };
    if (typeof value !== "string" || value === "")
      return { error: `The ${label.toLowerCase()} filter needs a value.` };
    if (value.length > MAX_FILTER_LENGTH)
      return {
        error: `The ${label.toLowerCase()} filter is longer than ${MAX_FILTER_LENGTH} characters.`,
      };
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
    if (/[\u0000-\u001f\u007f]/.test(value))
      return { error: `The ${label.toLowerCase()} filter holds a control character.` };
    filters.push({ key, value });
  }
  return { filters };
}

/** "show all" of one table and its order: `{ show, sort }` or `{ error }`. */
export function readShow(query = {}, tables) {
  const { show, sort } = query;
  if (show === undefined && sort === undefined) return { show: null, sort: null };
  if (typeof show !== "string" || !tables.some((table) => table.dimension === show))
    return { error: "Show all of one of the dashboard's tables." };
  if (sort !== undefined && (typeof sort !== "string" || !Object.hasOwn(SORTS, sort)))
    return { error: "Sort by visitors, views or leads." };
  return { show, sort: sort ?? null };
}

/** A filter's value as people read it. */
export const filterValueLabel = ({ key, value }) => FILTERS[key]?.show?.(value) ?? value;

/**
 * The SQL condition of the filters on a visit `v`, for visits that started between `start`
 * and `end` (Dates: the page filter reads the visit's page views, by their index).
 */
export function filterCondition(filters, { start, end }) {
  if (filters.length === 0) return sql`true`;
  return sql.join(
    filters.map(({ key, value }) => {
      if (key === "page")
        return sql`exists (select from analytics_pageview p
          where p.visit_id = v.id and p.path = ${value} and p.at >= ${start} and p.at < ${end})`;
      if (key === "goal") return sql`position(${`,${value},`} in v.goals) > 0`;
      return sql`${FILTERS[key].column} = ${value}`;
    }),
    sql` and `,
  );
}

/** The query string of a dashboard view, `&amp;`-free (callers escape it for HTML). */
export function viewQuery({ range, filters = [], show = null, sort = null }) {
  const params = new URLSearchParams();
  if (range) {
    params.set("range", range.range);
    if (range.range === "custom") {
      params.set("from", range.from);
      params.set("to", range.to);
    }
  }
  for (const { key, value } of filters) params.set(key, value);
  if (show) params.set("show", show);
  if (sort) params.set("sort", sort);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The filters with `{ key, value }` set (replacing one of the same key). */
export const withFilter = (filters, key, value) =>
  FILTER_KEYS.flatMap((name) =>
    name === key ? [{ key, value }] : filters.filter((filter) => filter.key === name),
  );
