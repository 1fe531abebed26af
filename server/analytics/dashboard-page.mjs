import { RANGE_LABELS, RANGES } from "./report.mjs";

/**
 * `/admin/analytics` as HTML the server writes: every table and chart reads without
 * JavaScript (the page has no script of its own), in the admin frame, with the site's
 * stylesheet and theme. `shellHtml` is the prerendered /admin page, whose head (stylesheet,
 * font, the theme's head script) this page keeps. Every stored text is escaped.
 */
export function dashboardHtml(shellHtml, { summary, error, query = {}, email, days, opens = [] }) {
  const head = shellHtml
    .slice(0, shellHtml.indexOf("</head>"))
    .replace(/<title>[^<]*<\/title>/, "<title>Visit analytics | Flowboard team inbox</title>")
    // The page has no script but the theme's: nothing else to preload.
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  return `${head}</head><body>${frame(email, body(summary, error, query, days), opens)}</body></html>`;
}

export const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const number = new Intl.NumberFormat("en-US");
const count = (value) => number.format(Math.round(value));
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

function rangeNav(summary, query, days) {
  const current = summary?.range.range ?? query.range;
  const links = Object.keys(RANGES)
    .map(
      (range) =>
        `<a href="/admin/analytics?range=${range}" class="rounded-md border px-3 py-1.5 text-sm font-semibold${range === current ? " bg-primary-soft text-primary border-primary" : " bg-background"}"${range === current ? ' aria-current="true"' : ""}>${RANGE_LABELS[range]}</a>`,
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
  const csv = summary
    ? `<a class="text-sm font-semibold text-primary underline underline-offset-4" href="/admin/api/analytics.csv?range=custom&amp;from=${summary.range.from}&amp;to=${summary.range.to}">Download this range as CSV</a>`
    : "";
  return `<div class="mt-4 flex flex-wrap items-end gap-x-6 gap-y-3"><nav aria-label="Range" class="flex flex-wrap gap-2">${links}</nav><form method="get" action="/admin/analytics" class="flex flex-wrap items-end gap-2"><input type="hidden" name="range" value="custom"><label class="text-sm">From <input type="date" name="from" required class="mt-1 block rounded-md border border-input bg-background px-2 py-1"${bounds}${value("from")}></label><label class="text-sm">To <input type="date" name="to" required class="mt-1 block rounded-md border border-input bg-background px-2 py-1"${bounds}${value("to")}></label><button type="submit" class="rounded-md border border-input bg-background px-3 py-1.5 text-sm font-semibold hover:bg-muted">Show range</button></form>${csv}</div>`;
}

function body(summary, error, query, days) {
  const intro = `<h1 class="text-2xl font-bold">Visit analytics</h1><p class="mt-2 max-w-3xl text-muted-foreground">Visits counted without cookies: a visitor is a daily hash the server forgets with the day, so a person who comes back tomorrow counts again. Days are UTC. Each period is compared with the period of the same length before it.</p>`;
  if (error)
    return `${intro}${rangeNav(undefined, query, days)}<p role="alert" class="mt-6 rounded-lg border border-destructive bg-background p-4">${escapeHtml(error)}</p>`;
  const { range, previous } = summary;
  return [
    intro,
    rangeNav(summary, query, days),
    `<p class="mt-4 text-sm text-muted-foreground">${range.from} to ${range.to} (${range.days} day${range.days === 1 ? "" : "s"}), against ${previous.from} to ${previous.to}.</p>`,
    totalsList(summary),
    chart(summary),
    live(summary.live),
    goalsTable(summary),
    funnelTable(summary),
    `<div class="mt-10 grid gap-6 lg:grid-cols-2">${summary.tables.map(dimensionTable).join("")}</div>`,
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

/** Visits per day as bars and page views as a dashed line with square markers. */
function chart({ series, range }) {
  const days = [];
  for (let at = Date.parse(range.from); at <= Date.parse(range.to); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
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
  const label = busiest
    ? `Visits and page views per day, ${range.from} to ${range.to}. Most visits: ${count(busiest.visits)} on ${busiest.day}.`
    : `Visits and page views per day, ${range.from} to ${range.to}: none counted.`;
  return `<figure class="mt-6 rounded-lg border bg-background p-4"><figcaption class="font-semibold">By day <span class="font-normal text-muted-foreground">bars: visits; dashed line with squares: page views</span></figcaption><svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeHtml(label)}" class="mt-2 w-full text-muted-foreground"><line x1="${PAD.left}" x2="${PAD.left}" y1="${PAD.top}" y2="${HEIGHT - PAD.bottom}" stroke="currentColor"/><line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${HEIGHT - PAD.bottom}" y2="${HEIGHT - PAD.bottom}" stroke="currentColor"/>${[
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
    )}<text x="${PAD.left}" y="${HEIGHT - 8}" font-size="10" fill="currentColor">${range.from}</text><text x="${WIDTH - PAD.right}" y="${HEIGHT - 8}" text-anchor="end" font-size="10" fill="currentColor">${range.to}</text>${bars}${line}${markers}</svg></figure>`;
}

function live({ minutes, visits, pageviews, pages }) {
  const list = pages.length
    ? `<ul class="mt-2 text-sm">${pages.map((page) => `<li><span class="font-mono">${escapeHtml(page.path)}</span>: ${count(page.pageviews)}</li>`).join("")}</ul>`
    : "";
  return `<section aria-labelledby="live-title" class="mt-6 rounded-lg border bg-background p-4"><h2 id="live-title" class="font-semibold">The last ${minutes} minutes</h2><p class="mt-1 tabular-nums">${count(visits)} visit${visits === 1 ? "" : "s"}, ${count(pageviews)} page view${pageviews === 1 ? "" : "s"}</p>${list}</section>`;
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

function goalsTable({ goals }) {
  const rows = goals
    .map((goal) => {
      const details = goal.details.length
        ? `<div class="mt-1 text-xs text-muted-foreground">${goal.details.map((detail) => `${escapeHtml(detail.value)}: ${count(detail.completions)}`).join(", ")}</div>`
        : "";
      return row(
        `<th scope="row" class="p-3 font-normal">${goal.label}${details}</th>${td(count(goal.visits))}${td(count(goal.completions))}${td(percent(goal.rate))}${td(percent(goal.previousRate))}`,
      );
    })
    .join("");
  return `${tableOpen("goals-title", "Goals")}<thead><tr class="border-b">${th("Goal")}${th("Visits", true)}${th("Completions", true)}${th("Conversion rate", true)}${th("Before", true)}</tr></thead><tbody>${rows}</tbody>${tableClose}`;
}

function funnelTable({ funnel }) {
  const first = funnel[0]?.visits ?? 0;
  const rows = funnel
    .map((step, index) => {
      const share = first > 0 ? step.visits / first : 0;
      const bar = `<svg viewBox="0 0 100 8" class="h-2 w-24" aria-hidden="true"><rect width="100" height="8" fill="var(--muted)"/><rect width="${(share * 100).toFixed(1)}" height="8" fill="var(--primary)"/></svg>`;
      return row(
        `<th scope="row" class="p-3 font-normal">${index + 1}. ${step.label}</th>${td(count(step.visits))}${td(first > 0 ? percent(share) : "–")}<td class="p-3">${bar}</td>`,
      );
    })
    .join("");
  return `${tableOpen("funnel-title", "Funnel")}<thead><tr class="border-b">${th("Step")}${th("Visits", true)}${th("Of visits", true)}${th('<span class="sr-only">Share drawn</span>')}</tr></thead><tbody>${rows}</tbody>${tableClose}`;
}

function dimensionTable(table) {
  const id = `table-${table.dimension}`;
  const byPages = table.by === "pageviews";
  const head = byPages
    ? `${th(table.column)}${th("Page views", true)}`
    : `${th(table.column)}${th("Visitors", true)}${th("Visits", true)}${th("Bounce rate", true)}${th("Leads", true)}`;
  const rows = table.rows.length
    ? table.rows
        .map((item) =>
          row(
            `<th scope="row" class="max-w-64 break-words p-3 font-normal">${escapeHtml(item.label)}</th>${
              byPages
                ? td(count(item.pageviews))
                : `${td(count(item.visitors))}${td(count(item.visits))}${td(percent(item.bounceRate))}${td(count(item.conversions))}`
            }`,
          ),
        )
        .join("")
    : `<tr><td class="p-3 text-muted-foreground" colspan="${byPages ? 2 : 5}">None in this range.</td></tr>`;
  return `<section class="min-w-0"><h2 id="${id}" class="text-xl font-bold">${table.title}</h2>${tableBox(id)}<thead><tr class="border-b">${head}</tr></thead><tbody>${rows}</tbody></table></div></section>`;
}
