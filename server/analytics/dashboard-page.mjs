import { FILTERS, filterValueLabel, SORTS, viewQuery, withFilter } from "./filters.mjs";
import { RANGE_LABELS, RANGES } from "./report.mjs";

/**
 * `/admin/analytics` as HTML the server writes: every table and chart reads without
 * JavaScript (the page has no script of its own), in the admin frame, with the site's
 * stylesheet and theme. `shellHtml` is the prerendered /admin page, whose head (stylesheet,
 * font, the theme's head script) this page keeps. Every stored text is escaped.
 */
export function dashboardHtml(
  shellHtml,
  { summary, error, query = {}, email, days, opens = [], share, canShare = false },
) {
  // A shared link (docs/decisions/053): its own address, the filters it fixes, no way out.
  const where = share
    ? { base: share.base, locked: share.filters, shared: true, label: share.label }
    : { ...ADMIN_VIEW, canShare };
  const title = share
    ? "Visit analytics (shared, read-only) | Flowboard"
    : "Visit analytics | Flowboard team inbox";
  const head = shellHtml
    .slice(0, shellHtml.indexOf("</head>"))
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    // The page has no script but the theme's: nothing else to preload.
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  const content = body(summary && { ...summary, where }, error, query, days, where);
  const page = share ? sharedFrame(content) : frame(email, content, opens);
  const robots = share ? '<meta name="robots" content="noindex, nofollow">' : "";
  return `${head}${robots}</head><body>${page}</body></html>`;
}

const ADMIN_VIEW = { base: "/admin/analytics", locked: [], shared: false };

/** A shared view's frame: the site's name and what this page is, no link into the admin. */
function sharedFrame(content) {
  return `<div class="min-h-screen bg-muted"><header class="border-b bg-background"><div class="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3"><p class="font-bold">Flowboard visit analytics</p><p class="text-sm text-muted-foreground">A shared, read-only view</p></div></header><main id="main" class="mx-auto max-w-6xl px-4 py-8">${content}</main></div>`;
}

/**
 * An admin page of the analytics (the shared links and keys) in the same frame and head as
 * the dashboard.
 */
export function analyticsAdminHtml(shellHtml, { title, content, email, opens = [] }) {
  const head = shellHtml
    .slice(0, shellHtml.indexOf("</head>"))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)} | Flowboard team inbox</title>`)
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  return `${head}</head><body>${frame(email, content, opens)}</body></html>`;
}

/**
 * `/admin/analytics/now`: the last 30 minutes as plain tables. It reloads itself every
 * `refreshSeconds` with a refresh the browser does (no script: it works without JavaScript),
 * unless paused: a link stops and starts it, as WCAG 2.2.1 asks of a page that updates itself.
 */
export function nowHtml(shellHtml, { now, email, paused, refreshSeconds = 10, opens = [] }) {
  const head = shellHtml
    .slice(0, shellHtml.indexOf("</head>"))
    .replace(/<title>[^<]*<\/title>/, "<title>Now | Visit analytics | Flowboard team inbox</title>")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  const refresh = paused ? "" : `<meta http-equiv="refresh" content="${refreshSeconds}">`;
  const time = now.at.slice(11, 19);
  const toggle = paused
    ? `<a href="/admin/analytics/now" class="${linkClass}">Update every ${refreshSeconds} seconds</a>`
    : `<a href="/admin/analytics/now?paused=1" class="${linkClass}">Stop updating</a>`;
  const list = (id, title, column, rows, label) =>
    `<section class="min-w-0">${`<h2 id="${id}" class="text-xl font-bold">${title}</h2>`}${tableBox(id)}<thead><tr class="border-b">${th(column)}${th("Visits", true)}</tr></thead><tbody>${
      rows.length
        ? rows
            .map((item) =>
              row(
                `<th scope="row" class="max-w-64 break-words p-3 font-normal">${escapeHtml(label(item))}</th>${td(count(item.visits))}`,
              ),
            )
            .join("")
        : `<tr><td class="p-3 text-muted-foreground" colspan="2">No visit in the last ${now.minutes} minutes.</td></tr>`
    }</tbody></table></div></section>`;
  const content = [
    `<p><a href="/admin/analytics" class="${linkClass}">Back to the dashboard</a></p>`,
    `<h1 class="mt-4 text-2xl font-bold">Now</h1>`,
    `<p class="mt-2 max-w-3xl text-muted-foreground">The last ${now.minutes} minutes, as of ${time} UTC. ${paused ? "Not updating." : `Updates every ${refreshSeconds} seconds while open.`} ${toggle}</p>`,
    `<dl class="mt-6 grid grid-cols-3 gap-3">${[
      ["Visitors", now.visitors],
      ["Visits", now.visits],
      ["Page views", now.pageviews],
    ]
      .map(
        ([label, value]) =>
          `<div class="rounded-lg border bg-background p-4"><dt class="text-sm text-muted-foreground">${label}</dt><dd class="mt-1 text-2xl font-bold tabular-nums">${count(value)}</dd></div>`,
      )
      .join("")}</dl>`,
    `<div class="mt-10 grid gap-6 lg:grid-cols-2">${list("now-pages", "Current pages", "Page", now.pages, (item) => item.path)}${list("now-channels", "Channels", "Channel", now.channels, (item) => item.label)}</div>`,
  ].join("");
  return `${head}${refresh}</head><body>${frame(email, content, opens)}</body></html>`;
}

export const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const number = new Intl.NumberFormat("en-US");
const count = (value) => number.format(Math.round(value));
/** Goal values are in the site's currency, US dollars (app/lib/format-number.ts). */
const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const percent = (share) => (share === null ? "–" : `${(share * 100).toFixed(1)}%`);
export function duration(seconds) {
  if (seconds === null) return "–";
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

const sections = [
  ["/admin", "Leads"],
  ["/admin/subscribers", "Subscribers"],
  ["/admin/erasure", "Erase an address"],
  ["/admin/vitals", "Web Vitals"],
  ["/admin/analytics", "Analytics"],
];

/** Pages the server opens only to some roles (roles.mjs ROLE_PAGES), shown when it does. */
const rolePages = {
  "/admin/edit": "Content editor",
  "/admin/review": "Changes under review",
  "/admin/releases": "Releases",
  "/admin/audit": "Audit log",
};

function frame(email, content, opens = []) {
  const links = [
    ...sections,
    ...opens.filter((href) => href in rolePages).map((href) => [href, rolePages[href]]),
  ]
    .map(([href, label]) =>
      href === "/admin/analytics"
        ? `<a class="rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted bg-primary-soft text-primary" href="${href}" aria-current="page">${label}</a>`
        : `<a class="rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted" href="${href}">${label}</a>`,
    )
    .join("");
  const logout = email
    ? `<form method="post" action="/admin/logout" class="ml-auto flex items-center gap-3"><span class="text-sm text-muted-foreground">${escapeHtml(email)}</span><button type="submit" class="inline-flex items-center justify-center rounded-md border border-input bg-background px-3 py-1.5 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">Log out</button></form>`
    : "";
  return `<div class="min-h-screen bg-muted"><header class="border-b bg-background"><div class="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3"><p class="font-bold">Flowboard team inbox</p><nav aria-label="Team inbox" class="flex flex-wrap gap-1">${links}</nav>${logout}</div></header><main id="main" class="mx-auto max-w-6xl px-4 py-8">${content}</main></div>`;
}

/** A view's address; a shared view's fixed filters are its link's, never in the query. */
const link = (view, where = ADMIN_VIEW) =>
  `${where.base}${escapeHtml(
    viewQuery({
      ...view,
      filters: (view.filters ?? []).filter(
        (filter) => !where.locked.some((fixed) => fixed.key === filter.key),
      ),
    }),
  )}`;
const linkClass = "font-semibold text-primary underline underline-offset-4";

function rangeNav(summary, query, days, where = ADMIN_VIEW) {
  const current = summary?.range.range ?? query.range;
  const filters = (summary?.filters ?? []).filter(
    (filter) => !where.locked.some((fixed) => fixed.key === filter.key),
  );
  const kept = { filters, show: summary?.show, sort: summary?.sort };
  const hidden = [
    ...filters,
    ...(kept.show ? [{ key: "show", value: kept.show }] : []),
    ...(kept.sort ? [{ key: "sort", value: kept.sort }] : []),
  ]
    .map(({ key, value }) => `<input type="hidden" name="${key}" value="${escapeHtml(value)}">`)
    .join("");
  const links = Object.keys(RANGES)
    .map(
      (range) =>
        `<a href="${link({ range: { range }, ...kept }, where)}" class="rounded-md border px-3 py-1.5 text-sm font-semibold${range === current ? " bg-primary-soft text-primary border-primary" : " bg-background"}"${range === current ? ' aria-current="true"' : ""}>${RANGE_LABELS[range]}</a>`,
    )
    .join("");
  const value = (name) =>
    typeof query[name] === "string" && /^[\d-]{0,10}$/.test(query[name])
      ? ` value="${escapeHtml(query[name])}"`
      : summary
        ? ` value="${summary.range[name]}"`
        : "";
  // The days the server takes (YYYY-MM-DD it wrote itself), so the date picker offers no other.
  const bounds = days ? ` min="${days.min}" max="${days.max}"` : "";
  const csv =
    summary && !where.shared
      ? `<a class="text-sm font-semibold text-primary underline underline-offset-4" href="/admin/api/analytics.csv${escapeHtml(viewQuery({ range: { range: "custom", from: summary.range.from, to: summary.range.to }, filters }))}">Download this range as CSV</a>`
      : "";
  return `<div class="mt-4 flex flex-wrap items-end gap-x-6 gap-y-3"><nav aria-label="Range" class="flex flex-wrap gap-2">${links}</nav><form method="get" action="${where.base}" class="flex flex-wrap items-end gap-2"><input type="hidden" name="range" value="custom">${hidden}<label class="text-sm">From <input type="date" name="from" required class="mt-1 block rounded-md border border-input bg-background px-2 py-1"${bounds}${value("from")}></label><label class="text-sm">To <input type="date" name="to" required class="mt-1 block rounded-md border border-input bg-background px-2 py-1"${bounds}${value("to")}></label><button type="submit" class="rounded-md border border-input bg-background px-3 py-1.5 text-sm font-semibold hover:bg-muted">Show range</button></form>${csv}</div>`;
}

function body(summary, error, query, days, where) {
  const sharedNote = where.shared
    ? `<p class="mt-2 max-w-3xl">Shared with you by the Flowboard team as <strong>${escapeHtml(where.label)}</strong>: read only.</p>`
    : "";
  const intro = `<h1 class="text-2xl font-bold">Visit analytics</h1>${sharedNote}<p class="mt-2 max-w-3xl text-muted-foreground">Visits counted without cookies: a visitor is a daily hash the server forgets with the day, so a person who comes back tomorrow counts again. Days are UTC. Each period is compared with the period of the same length before it. Pick a row of a table to see only its visits; filters stack.</p>`;
  if (error)
    return `${intro}${rangeNav(undefined, query, days, where)}<p role="alert" class="mt-6 rounded-lg border border-destructive bg-background p-4">${escapeHtml(error)}</p>`;
  const { range, previous } = summary;
  const dates = `<p class="mt-4 text-sm text-muted-foreground">${range.from} to ${range.to} (${range.days} day${range.days === 1 ? "" : "s"}), against ${previous.from} to ${previous.to}.</p>`;
  if (summary.show)
    return [
      intro,
      rangeNav(summary, query, days, where),
      chips(summary),
      dates,
      showAll(summary),
    ].join("");
  return [
    intro,
    rangeNav(summary, query, days, where),
    chips(summary),
    shareForm(summary),
    dates,
    totalsList(summary),
    chart(summary),
    // Not on a shared view: the live count is of every visit, whatever the link's filters.
    where.shared ? "" : live(summary.live),
    goalsTable(summary),
    summary.funnels.map(funnelTable).join(""),
    `<div class="mt-10 grid gap-6 lg:grid-cols-2">${summary.tables.map((table) => dimensionTable(table, summary)).join("")}</div>`,
  ].join("");
}

function change(now, before, { lowerIsBetter = false, format = count } = {}) {
  if (before === null || now === null || before === 0)
    return `<span class="text-muted-foreground">no figure before</span>`;
  const ratio = now / before - 1;
  if (Math.abs(ratio) < 0.0005)
    return `<span class="text-muted-foreground">same as ${format(before)} before</span>`;
  const up = ratio > 0;
  const good = up !== lowerIsBetter;
  return `<span class="${good ? "text-success" : "text-destructive"}">${up ? "▲ up" : "▼ down"} ${Math.abs(ratio * 100).toFixed(0)}%</span> <span class="text-muted-foreground">from ${format(before)}</span>`;
}

/** A row against the period before: up or down by how much, new, or the same. */
function rowChange(now, before, unit) {
  if (before === 0) return now > 0 ? "new" : "–";
  const ratio = now / before - 1;
  if (Math.abs(ratio) < 0.0005) return "same";
  return `<span title="${count(before)} ${unit} before">${ratio > 0 ? "▲" : "▼"} ${Math.abs(ratio * 100).toFixed(0)}%</span>`;
}

function totalsList({ totals, previousTotals }) {
  const items = [
    ["Visitors", count(totals.visitors), change(totals.visitors, previousTotals.visitors)],
    ["Visits", count(totals.visits), change(totals.visits, previousTotals.visits)],
    ["Page views", count(totals.pageviews), change(totals.pageviews, previousTotals.pageviews)],
    [
      "Bounce rate",
      percent(totals.bounceRate),
      change(totals.bounceRate, previousTotals.bounceRate, {
        lowerIsBetter: true,
        format: percent,
      }),
    ],
    [
      "Visit length",
      duration(totals.visitSeconds),
      change(totals.visitSeconds, previousTotals.visitSeconds, { format: duration }),
    ],
  ];
  return `<dl class="mt-6 grid grid-cols-2 gap-3 md:grid-cols-5">${items
    .map(
      ([label, value, delta]) =>
        `<div class="rounded-lg border bg-background p-4"><dt class="text-sm text-muted-foreground">${label}</dt><dd class="mt-1 text-2xl font-bold tabular-nums">${value}</dd><dd class="mt-1 text-xs tabular-nums">${delta}</dd></div>`,
    )
    .join("")}</dl>`;
}

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 26, left: 48 };

/**
 * Visits per day (per hour for a one-day range) as bars and page views as a dashed line with
 * square markers.
 */
function chart({ series: daily, range, hours }) {
  const hour = (number) => `${String(number).padStart(2, "0")}:00`;
  const days = [];
  if (hours) days.push(...hours.map((point) => hour(point.hour)));
  else
    for (let at = Date.parse(range.from); at <= Date.parse(range.to); at += 86_400_000)
      days.push(new Date(at).toISOString().slice(0, 10));
  const series = hours ? hours.map((point) => ({ ...point, day: hour(point.hour) })) : daily;
  const byDay = new Map(series.map((point) => [point.day, point]));
  const top = Math.max(1, ...series.map((point) => Math.max(point.visits, point.pageviews)));
  const step = (WIDTH - PAD.left - PAD.right) / days.length;
  const y = (value) => PAD.top + (1 - value / top) * (HEIGHT - PAD.top - PAD.bottom);
  const bars = days
    .map((day, index) => {
      const visits = byDay.get(day)?.visits ?? 0;
      const height = HEIGHT - PAD.bottom - y(visits);
      return `<rect x="${(PAD.left + index * step + step * 0.15).toFixed(1)}" y="${y(visits).toFixed(1)}" width="${Math.max(1, step * 0.7).toFixed(1)}" height="${Math.max(0, height).toFixed(1)}" fill="var(--primary)"><title>${day}: ${count(visits)} visits</title></rect>`;
    })
    .join("");
  const points = days.map(
    (day, index) =>
      `${(PAD.left + index * step + step / 2).toFixed(1)},${y(byDay.get(day)?.pageviews ?? 0).toFixed(1)}`,
  );
  const line =
    days.length > 1
      ? `<polyline points="${points.join(" ")}" fill="none" stroke="var(--foreground)" stroke-dasharray="5 3" stroke-width="1.5"/>`
      : "";
  const markers = points
    .map((point) => {
      const [px, py] = point.split(",").map(Number);
      return `<rect x="${(px - 2.5).toFixed(1)}" y="${(py - 2.5).toFixed(1)}" width="5" height="5" fill="var(--foreground)"/>`;
    })
    .join("");
  const busiest = series.reduce(
    (best, point) => (point.visits > (best?.visits ?? -1) ? point : best),
    undefined,
  );
  const per = hours ? "hour (UTC)" : "day";
  const span = hours ? range.from : `${range.from} to ${range.to}`;
  const label =
    busiest && busiest.visits > 0
      ? `Visits and page views per ${per}, ${span}. Most visits: ${count(busiest.visits)} ${hours ? "at" : "on"} ${busiest.day}.`
      : `Visits and page views per ${per}, ${span}: none counted.`;
  return `<figure class="mt-6 rounded-lg border bg-background p-4"><figcaption class="font-semibold">${hours ? "By hour" : "By day"} <span class="font-normal text-muted-foreground">bars: visits; dashed line with squares: page views</span></figcaption><svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeHtml(label)}" class="mt-2 w-full text-muted-foreground"><line x1="${PAD.left}" x2="${PAD.left}" y1="${PAD.top}" y2="${HEIGHT - PAD.bottom}" stroke="currentColor"/><line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${HEIGHT - PAD.bottom}" y2="${HEIGHT - PAD.bottom}" stroke="currentColor"/>${[
    0,
    top / 2,
    top,
  ]
    .map(
      (value) =>
        `<text x="${PAD.left - 4}" y="${(y(value) + 3).toFixed(1)}" text-anchor="end" font-size="10" fill="currentColor">${count(value)}</text>`,
    )
    .join(
      "",
    )}<text x="${PAD.left}" y="${HEIGHT - 8}" font-size="10" fill="currentColor">${days[0]}</text><text x="${WIDTH - PAD.right}" y="${HEIGHT - 8}" text-anchor="end" font-size="10" fill="currentColor">${days.at(-1)}</text>${bars}${line}${markers}</svg></figure>`;
}

function live({ minutes, visits, pageviews, pages }) {
  const list = pages.length
    ? `<ul class="mt-2 text-sm">${pages.map((page) => `<li><span class="font-mono">${escapeHtml(page.path)}</span>: ${count(page.pageviews)}</li>`).join("")}</ul>`
    : "";
  return `<section aria-labelledby="live-title" class="mt-6 rounded-lg border bg-background p-4"><h2 id="live-title" class="font-semibold">The last ${minutes} minutes</h2><p class="mt-1 text-sm"><a href="/admin/analytics/now" class="${linkClass}">Now: the last 30 minutes, updated while open</a></p><p class="mt-1 tabular-nums">${count(visits)} visit${visits === 1 ? "" : "s"}, ${count(pageviews)} page view${pageviews === 1 ? "" : "s"}</p>${list}</section>`;
}

const th = (text, numeric = false) =>
  `<th scope="col" class="p-3${numeric ? " text-right" : ""}">${text}</th>`;
const td = (text) => `<td class="p-3 text-right tabular-nums">${text}</td>`;
/**
 * A table's box: the region named by its heading, scrolling sideways when a phone is
 * narrower than the table, and reachable by the keyboard so it can be scrolled.
 */
const tableBox = (id) =>
  `<div role="region" aria-labelledby="${id}" tabindex="0" class="mt-3 overflow-x-auto rounded-lg border bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"><table class="w-full text-left text-sm">`;
const tableOpen = (id, title) =>
  `<section class="mt-10"><h2 id="${id}" class="text-xl font-bold">${title}</h2>${tableBox(id)}`;
const tableClose = "</table></div></section>";
const row = (cells) => `<tr class="border-b last:border-b-0">${cells}</tr>`;

function goalsTable(summary) {
  const rows = summary.goals
    .map((goal) => {
      const details = goal.details.length
        ? `<div class="mt-1 text-xs text-muted-foreground">${goal.details.map((detail) => `${escapeHtml(detail.value)}: ${count(detail.completions)}`).join(", ")}</div>`
        : "";
      return row(
        `<th scope="row" class="p-3 font-normal">${rowLabel("goal", { value: goal.goal, label: goal.label }, summary)}${details}</th>${td(count(goal.visits))}${td(count(goal.completions))}${td(percent(goal.rate))}${td(percent(goal.previousRate))}`,
      );
    })
    .join("");
  return `${tableOpen("goals-title", "Goals")}<thead><tr class="border-b">${th("Goal")}${th("Visits", true)}${th("Completions", true)}${th("Conversion rate", true)}${th("Before", true)}</tr></thead><tbody>${rows}</tbody>${tableClose}`;
}

function funnelTable({ id, label, steps }) {
  const first = steps[0]?.visits ?? 0;
  const rows = steps
    .map((step, index) => {
      const share = first > 0 ? step.visits / first : 0;
      const bar = `<svg viewBox="0 0 100 8" class="h-2 w-24" aria-hidden="true"><rect width="100" height="8" fill="var(--muted)"/><rect width="${(share * 100).toFixed(1)}" height="8" fill="var(--primary)"/></svg>`;
      return row(
        `<th scope="row" class="p-3 font-normal">${index + 1}. ${step.label}</th>${td(count(step.visits))}${td(first > 0 ? percent(share) : "–")}<td class="p-3">${bar}</td>`,
      );
    })
    .join("");
  return `${tableOpen(`funnel-${id}`, `Funnel: ${escapeHtml(label)}`)}<thead><tr class="border-b">${th("Step")}${th("Visits", true)}${th("Of visits", true)}${th('<span class="sr-only">Share drawn</span>')}</tr></thead><tbody>${rows}</tbody>${tableClose}`;
}

/** The filters as chips, each a link to the same view without it, and one to clear all. */
function chips({ range, filters, show, sort, where }) {
  if (filters.length === 0) return "";
  const fixed = (filter) => where.locked.some((locked) => locked.key === filter.key);
  const items = filters
    .map((filter) => {
      const rest = filters.filter((other) => other !== filter);
      const name = `${FILTERS[filter.key].label} is ${filterValueLabel(filter)}`;
      if (fixed(filter))
        return `<li class="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm">${escapeHtml(name)} <span class="text-muted-foreground">(set by this link)</span></li>`;
      return `<li><a href="${link({ range, filters: rest, show, sort }, where)}" class="inline-flex items-center gap-2 rounded-full border border-primary bg-primary-soft px-3 py-1 text-sm text-primary hover:bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring" aria-label="Remove filter: ${escapeHtml(name)}"><span>${escapeHtml(name)}</span><span aria-hidden="true">×</span></a></li>`;
    })
    .join("");
  const clear =
    filters.filter((filter) => !fixed(filter)).length > 1
      ? `<li><a href="${link({ range, show, sort }, where)}" class="text-sm ${linkClass}">Remove all filters</a></li>`
      : "";
  return `<section aria-labelledby="filters-title" class="mt-6"><h2 id="filters-title" class="text-sm font-semibold">Filters</h2><ul class="mt-2 flex flex-wrap items-center gap-2">${items}${clear}</ul></section>`;
}

/** A row's label: a link that adds its filter to the view (the current one: plain text). */
function rowLabel(dimension, item, summary) {
  const label = escapeHtml(item.label);
  if (!Object.hasOwn(FILTERS, dimension)) return label;
  const active = summary.filters.some(
    (filter) => filter.key === dimension && filter.value === item.value,
  );
  if (active) return `<strong aria-current="true">${label}</strong>`;
  const filters = withFilter(summary.filters, dimension, item.value);
  return `<a href="${link({ range: summary.range, filters }, summary.where)}" class="hover:underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring">${label}</a>`;
}

function dimensionTable(table, summary, { full = false } = {}) {
  const id = `table-${table.dimension}`;
  const byPages = table.by === "pageviews" && !full;
  // Sources and campaigns: newsletter sign-ups beside leads, and the goals' value if any has one.
  const goalColumns = table.dimension === "source" || table.dimension === "campaign";
  const valued = goalColumns && summary.goalValues;
  const head = byPages
    ? `${th(table.column)}${th("Page views", true)}`
    : `${th(table.column)}${th("Visitors", true)}${th("Visits", true)}${full ? th("Page views", true) : ""}${th("Bounce rate", true)}${th("Leads", true)}${goalColumns ? th("Sign-ups", true) : ""}${valued ? th("Goal value", true) : ""}${table.shares ? `${th("Share of visitors", true)}${th("Share of leads", true)}` : ""}`;
  const compared = th("Against before", true);
  const columns = byPages
    ? 2
    : 5 + (full ? 1 : 0) + (goalColumns ? 1 : 0) + (valued ? 1 : 0) + (table.shares ? 2 : 0);
  const change = (item) =>
    td(
      byPages
        ? rowChange(item.pageviews, item.previousPageviews, "page views")
        : rowChange(item.visits, item.previousVisits, "visits"),
    );
  const rows = table.rows.length
    ? table.rows
        .map((item) =>
          row(
            `<th scope="row" class="max-w-64 break-words p-3 font-normal">${rowLabel(table.dimension, item, summary)}</th>${
              byPages
                ? td(count(item.pageviews))
                : `${td(count(item.visitors))}${td(count(item.visits))}${full ? td(count(item.pageviews)) : ""}${td(percent(item.bounceRate))}${td(count(item.conversions))}${goalColumns ? td(count(item.signups)) : ""}${valued ? td(dollars.format(item.goalValue)) : ""}${table.shares ? `${td(percent(item.visitorShare))}${td(percent(item.leadShare))}` : ""}`
            }${change(item)}`,
          ),
        )
        .join("")
    : `<tr><td class="p-3 text-muted-foreground" colspan="${columns + 1}">None in this range.</td></tr>`;
  const more = full
    ? ""
    : `<p class="mt-2 text-sm"><a href="${link({ range: summary.range, filters: summary.filters, show: table.dimension }, summary.where)}" class="${linkClass}">Show all ${escapeHtml(table.title.toLowerCase())}</a></p>`;
  return `<section class="min-w-0"><h2 id="${id}" class="text-xl font-bold">${table.title}</h2>${tableBox(id)}<thead><tr class="border-b">${head}${compared}</tr></thead><tbody>${rows}</tbody></table></div>${more}</section>`;
}

const SORT_LABELS = { visitors: "Visitors", views: "Page views", leads: "Leads" };

/** One table in full, with links that order it by visitors, views or leads. */
function showAll(summary) {
  const [table] = summary.tables;
  const sort = summary.sort ?? (table.by === "pageviews" ? "views" : null);
  const order = Object.keys(SORTS)
    .map((key) => {
      const current = key === sort;
      return `<a href="${link({ range: summary.range, filters: summary.filters, show: table.dimension, sort: key }, summary.where)}" class="rounded-md border px-3 py-1.5 text-sm font-semibold${current ? " bg-primary-soft text-primary border-primary" : " bg-background"}"${current ? ' aria-current="true"' : ""}>${SORT_LABELS[key]}</a>`;
    })
    .join("");
  const back = `<p class="mt-6"><a href="${link({ range: summary.range, filters: summary.filters }, summary.where)}" class="${linkClass}">Back to the whole dashboard</a></p>`;
  return `${back}<nav aria-label="Sort by" class="mt-4 flex flex-wrap items-center gap-2"><span class="text-sm">Sort by</span>${order}</nav><div class="mt-6">${dimensionTable(table, summary, { full: true })}</div>`;
}

/**
 * For an admin: a form that makes a shared read-only link of this view (its filters fixed),
 * and the way to the list of links and keys.
 */
function shareForm({ filters, where }) {
  if (!where.canShare) return "";
  const hidden = filters
    .map(({ key, value }) => `<input type="hidden" name="${key}" value="${escapeHtml(value)}">`)
    .join("");
  const what = filters.length
    ? "a read-only link to this view, its filters fixed"
    : "a read-only link to the whole dashboard";
  return `<form method="post" action="/admin/analytics/shares" class="mt-6 flex flex-wrap items-end gap-2 rounded-lg border bg-background p-4"><p class="w-full text-sm">Share ${what}: whoever holds it sees these figures, with no login, until it is revoked. <a href="/admin/analytics/sharing" class="${linkClass}">Shared links and API keys</a></p>${hidden}<label class="text-sm">Name of the link <input name="label" required maxlength="100" class="mt-1 block rounded-md border border-input bg-background px-2 py-1"></label><button type="submit" class="rounded-md border border-input bg-background px-3 py-1.5 text-sm font-semibold hover:bg-muted">Create a shared link</button></form>`;
}
