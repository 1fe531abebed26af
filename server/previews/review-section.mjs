import { hasRole } from "../admin/roles.mjs";
import { escapeHtml } from "../analytics/dashboard-page.mjs";
import { MAX_SHARE_DAYS } from "./shares.mjs";

/**
 * The preview part of a change's review page (/admin/review/<collection>/<slug>): the
 * latest preview of the change and its stage, the pages it touches (those whose built HTML
 * differs from the live release's) each linked into the preview, a button to build a new
 * one, and for a publisher the links shared to it, with their expiry and a revoke button.
 * Server-written HTML with plain forms, as the rest of the page.
 */

const LINK = "font-semibold text-primary underline underline-offset-4";
const BUTTON =
  "inline-flex items-center justify-center rounded-md border border-input bg-background px-3 py-1.5 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const CELL = "px-3 py-2";
/** At most this many touched pages are linked; the rest are counted. */
const MAX_LINKED = 60;

const STAGES = {
  queued: "waiting for its turn (publishes go first)",
  checking: "checking the content",
  building: "building",
};

const readableTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const when = (date) =>
  date ? `<time datetime="${date.toISOString()}">${readableTime.format(date)} UTC</time>` : "–";

/** `{ html, refresh }`: the section, and whether the page should reload (a build under way). */
export function previewSection({
  collection,
  slug,
  previews,
  shares = [],
  session,
  origin = "",
  defaultDays,
  query = {},
}) {
  const latest = previews[0];
  const ask = `/admin/review/${encodeURIComponent(collection)}/${encodeURIComponent(slug)}/preview`;
  const parts = [];
  if (query.preview === "queued")
    parts.push(`<p role="status" class="mt-4">A preview of this change is queued.</p>`);
  let refresh;
  if (!latest)
    parts.push(
      `<p class="mt-2">No preview of this change yet. A preview is the site built with this change merged onto the live content, as publishing would build it; it takes about a minute.</p>`,
    );
  else if (STAGES[latest.state]) {
    refresh = 5;
    parts.push(
      `<p class="mt-2">Preview ${latest.id} is ${STAGES[latest.state]}; this page reloads itself until it is built.</p>`,
    );
  } else if (latest.state === "failed")
    parts.push(
      `<div class="mt-4 rounded-lg border border-destructive bg-background p-4"><p class="font-semibold">Preview ${latest.id} could not be built; nothing changed on the live site.</p><pre class="mt-2 overflow-x-auto whitespace-pre-wrap text-sm">${escapeHtml(latest.error ?? "")}</pre></div>`,
    );
  const built = previews.find((preview) => preview.state === "built" && !preview.removed);
  if (built) {
    const base = `/admin/preview/${built.id}`;
    const pages = built.changedPages ?? [];
    const linked = pages.filter((page) => page.change !== "removed");
    const removed = pages.filter((page) => page.change === "removed");
    const items = linked
      .slice(0, MAX_LINKED)
      .map(
        (page) =>
          `<li><a class="${LINK}" href="${escapeHtml(base + page.path)}">${escapeHtml(page.path)}</a>${page.change === "added" ? " (new page)" : ""}</li>`,
      );
    const more =
      linked.length > MAX_LINKED ? `<li>and ${linked.length - MAX_LINKED} more pages</li>` : "";
    parts.push(
      `<p class="mt-2">Preview ${built.id}, built ${when(built.builtAt)} from commit <code>${escapeHtml(String(built.commit).slice(0, 7))}</code>, asked for by ${escapeHtml(built.by ?? "")}. <a class="${LINK}" href="${base}/">Open the preview</a></p>`,
      `<h3 class="mt-4 font-semibold">Pages this change touches</h3>`,
      items.length
        ? `<ul class="mt-2 list-disc pl-6">${items.join("")}${more}</ul>`
        : `<p class="mt-2">No page's HTML differs from the live site's.</p>`,
      removed.length
        ? `<p class="mt-2">Pages the live site has and the preview has not: ${removed.map((page) => `<code>${escapeHtml(page.path)}</code>`).join(", ")}.</p>`
        : "",
    );
  }
  parts.push(
    `<form method="post" action="${ask}" class="mt-4"><button type="submit" class="${BUTTON}">${latest ? "Build a new preview" : "Build a preview"}</button></form><p class="mt-2 text-sm text-muted-foreground">A publisher, or an author of the change, can ask for a preview.</p>`,
  );
  let shareHtml = "";
  if (built && hasRole(session, "publisher")) {
    const note =
      query.shared !== undefined
        ? `<p role="status" class="mt-4">A share link was made: copy it from the table.</p>`
        : query.revoked !== undefined
          ? `<p role="status" class="mt-4">The link was revoked: it opens nothing now.</p>`
          : "";
    const rows = shares.map(
      (share) =>
        `<tr class="border-t"><td class="${CELL} align-top">${share.active ? `<a class="${LINK}" href="/preview/${escapeHtml(share.token)}/">${escapeHtml(`${origin}/preview/${share.token}/`)}</a>` : `<span class="text-muted-foreground">(opens nothing)</span>`}</td><td class="${CELL} align-top">${when(share.expiresAt)}</td><td class="${CELL} align-top">${escapeHtml(share.createdBy)}</td><td class="${CELL} align-top">${share.revokedAt ? `Revoked ${when(share.revokedAt)}` : share.active ? "Opens the preview" : "Expired"}</td><td class="${CELL} align-top">${share.active ? `<form method="post" action="/admin/preview/${share.previewId}/shares/${share.id}/revoke"><button type="submit" class="${BUTTON}">Revoke<span class="sr-only">: link ${share.id}</span></button></form>` : ""}</td></tr>`,
    );
    const table = rows.length
      ? `<div class="mt-4 overflow-x-auto rounded-lg border bg-background"><table class="w-full text-left text-sm"><caption class="sr-only">Links to preview ${built.id}</caption><thead><tr>${["Link", "Expires", "Made by", "Status", "Action"].map((head) => `<th scope="col" class="${CELL}">${head}</th>`).join("")}</tr></thead><tbody>${rows.join("")}</tbody></table></div>`
      : `<p class="mt-2">No link to this preview yet.</p>`;
    shareHtml = `<section aria-labelledby="shares" class="mt-8"><h2 id="shares" class="text-xl font-bold">Share preview ${built.id}</h2><p class="mt-2 max-w-3xl">Anyone with a link sees this preview's pages, without logging in, until it expires or is revoked; nothing else of the site's team pages.</p>${note}<form method="post" action="/admin/preview/${built.id}/shares" class="mt-4 flex flex-wrap items-end gap-3"><label class="flex flex-col text-sm font-semibold">Link lasts (days)<input name="days" type="number" min="1" max="${MAX_SHARE_DAYS}" value="${defaultDays}" required class="mt-1 w-24 rounded-md border border-input bg-background px-2 py-1"></label><button type="submit" class="${BUTTON}">Create a share link</button></form>${table}</section>`;
  }
  return {
    html: `<section aria-labelledby="preview" class="mt-8"><h2 id="preview" class="text-xl font-bold">Preview</h2>${parts.join("")}</section>${shareHtml}`,
    refresh,
  };
}
