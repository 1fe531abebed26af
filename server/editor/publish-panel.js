// The publishing panel beside Decap CMS on /admin/edit (docs/decisions/052): a small region
// at the foot of the page, drawn by this script from GET /admin/api/publishing, that shows
// - what is being published now (queued, checking the content, building) and for how long;
// - the latest publish: live, with the time it took, or failed, with the message naming the
//   file, field and rule (the live site did not change);
// - for a publisher: the changes marked Ready, to publish together now (built once) or at a
//   chosen time, and the scheduled publishes, each with a Cancel button.
// It asks again every 3 s while a publish is under way, every 15 s otherwise, and at once
// after Decap publishes. Text only through textContent: nothing the server sends is HTML.

const API = "/admin/api/publishing";
const STAGES = {
  queued: "Queued",
  checking: "Checking the content",
  building: "Building",
  live: "Live",
  failed: "Failed",
};

const el = (tag, props = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "style") node.setAttribute("style", value);
    else if (key in node) node[key] = value;
    else node.setAttribute(key, value);
  }
  for (const child of children)
    if (child !== undefined && child !== null && child !== false)
      node.append(typeof child === "string" ? document.createTextNode(child) : child);
  return node;
};

/** Milliseconds as "4.2 s" or "1 min 5 s". */
export function took(ms) {
  if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0) return "";
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const when = (value) => {
  const date = new Date(value);
  return Number.isFinite(date.getTime()) ? timeFormat.format(date) : "";
};

/** A `datetime-local` value for a date, in the browser's time zone. */
function localInputValue(date) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const BOX =
  "position:fixed;right:12px;bottom:12px;z-index:10000;max-width:26rem;max-height:70vh;overflow:auto;background:#fff;color:#1f2937;border:1px solid #9ca3af;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.2);font:14px/1.4 system-ui,sans-serif;padding:8px 12px";
const BUTTON =
  "font:inherit;padding:4px 10px;border:1px solid #374151;border-radius:6px;background:#f9fafb;color:#111827;cursor:pointer";

let stopPanel;
/** Stops asking the server (a test's end; the page itself never stops it). */
export function stop() {
  stopPanel?.();
}

function start() {
  const panel = el("details", { style: BOX, id: "publishing-panel" });
  const summary = el("summary", { style: "cursor:pointer;font-weight:600" }, "Publishing");
  const region = el("section", { "aria-label": "Publishing" });
  const progress = el("div", { role: "status", "aria-live": "polite" });
  const latest = el("div");
  const publisherPart = el("div");
  region.append(progress, latest, publisherPart);
  panel.append(summary, region);
  document.body.append(panel);

  let timer;
  let lastStateKey = "";
  let lastPublisherKey = "";
  const message = el("p", { style: "margin:4px 0" });
  /** What the publisher is choosing: kept while the panel is drawn again. */
  const unchecked = new Set();
  let busy = false;

  let stopped = false;
  stopPanel = () => {
    stopped = true;
    clearTimeout(timer);
  };

  async function refresh() {
    clearTimeout(timer);
    if (stopped) return;
    let data;
    try {
      const response = await fetch(API, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      data = await response.json();
    } catch {
      progress.textContent = "The publishing status cannot be read now; trying again.";
      timer = setTimeout(refresh, 15_000);
      return;
    }
    if (stopped) return;
    draw(data);
    timer = setTimeout(refresh, data.waiting.length ? 3_000 : 15_000);
  }

  function draw(data) {
    // Under way: one line a publish.
    progress.replaceChildren(
      ...(data.waiting.length
        ? data.waiting.map((release) =>
            el(
              "p",
              { style: "margin:4px 0" },
              `Publish ${release.id}: ${STAGES[release.state] ?? release.state}`,
              release.state === "queued" && new Date(release.runAt) > new Date()
                ? `, at ${when(release.runAt)}`
                : `, ${took(release.stageMs)}`,
            ),
          )
        : [el("p", { style: "margin:4px 0" }, "Nothing is being published now.")]),
    );
    const last = data.latest;
    latest.replaceChildren();
    if (last?.state === "live" && last.by === "deploy")
      latest.append(
        el("p", { style: "margin:4px 0" }, `Release ${last.id}, the deployed build, is live.`),
      );
    else if (last?.state === "live")
      latest.append(
        el(
          "p",
          { style: "margin:4px 0" },
          `Publish ${last.id} is live`,
          last.durations?.total === undefined ? "" : ` (took ${took(last.durations.total)})`,
          last.live ? "." : "; an earlier release has been made live since.",
        ),
      );
    else if (last?.state === "failed")
      latest.append(
        el(
          "div",
          { role: "alert", style: "margin:4px 0;border-left:4px solid #b91c1c;padding-left:8px" },
          el(
            "p",
            { style: "margin:0;font-weight:600" },
            `Publish ${last.id} failed`,
            last.durations?.total === undefined ? "" : ` after ${took(last.durations.total)}`,
            "; the live site did not change.",
          ),
          el(
            "pre",
            { style: "margin:4px 0;white-space:pre-wrap;font-size:13px" },
            last.error ?? "",
          ),
          el("p", { style: "margin:0" }, "Correct the field in the editor and publish again."),
        ),
      );
    const key = `${data.waiting.map((release) => `${release.id}${release.state}`)}|${last?.id}${last?.state}`;
    if (key !== lastStateKey && (data.waiting.length || lastStateKey)) panel.open = true;
    lastStateKey = key;
    summary.textContent = data.waiting.length
      ? `Publishing: ${STAGES[data.waiting[0].state] ?? data.waiting[0].state}`
      : last?.state === "failed"
        ? "Publishing: the latest failed"
        : "Publishing";
    // The publisher's form is drawn again only when what it lists changed, so a choice
    // being made is kept.
    const publisherKey = JSON.stringify([data.ready, data.scheduled]);
    if (data.canPublish && !busy && publisherKey !== lastPublisherKey) {
      lastPublisherKey = publisherKey;
      drawPublisher(data);
    }
  }

  function drawPublisher(data) {
    const form = el("form", {
      style: "margin-top:8px;border-top:1px solid #d1d5db;padding-top:8px",
    });
    const ready = data.ready ?? [];
    const heading = el("h2", { style: "font-size:15px;margin:0 0 4px" }, "Changes marked Ready");
    form.append(heading);
    if (!ready.length)
      form.append(
        el(
          "p",
          { style: "margin:4px 0" },
          "No change is marked Ready. Set a change's status to Ready in the editor to publish it here.",
        ),
      );
    else {
      const list = el("fieldset", { style: "border:0;margin:0;padding:0" });
      list.append(el("legend", { style: "padding:0" }, "Publish together:"));
      for (const change of ready) {
        const box = el("input", { type: "checkbox", name: "entry", value: change.id });
        box.checked = !unchecked.has(change.id);
        box.addEventListener("change", () => {
          if (box.checked) unchecked.delete(change.id);
          else unchecked.add(change.id);
        });
        list.append(
          el(
            "label",
            { style: "display:block" },
            box,
            ` ${change.id}`,
            change.author ? ` (${change.author})` : "",
          ),
        );
      }
      const now = el("input", { type: "radio", name: "when", value: "now" });
      now.checked = true;
      const later = el("input", { type: "radio", name: "when", value: "later" });
      const time = el("input", {
        type: "datetime-local",
        name: "at",
        value: localInputValue(new Date(Date.now() + 60 * 60 * 1000)),
      });
      time.addEventListener("focus", () => {
        later.checked = true;
      });
      const whenSet = el(
        "fieldset",
        { style: "border:0;margin:4px 0;padding:0" },
        el("legend", { style: "padding:0" }, "When:"),
        el("label", { style: "display:block" }, now, " Now"),
        el("label", { style: "display:block" }, later, " At a time: "),
        el(
          "label",
          {},
          el("span", { style: "position:absolute;left:-9999px" }, "Publish at"),
          time,
        ),
      );
      const submit = el("button", { type: "submit", style: BUTTON }, "Publish ready changes");
      form.append(list, whenSet, submit);
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        const entries = [...form.querySelectorAll('input[name="entry"]:checked')].map(
          (box) => box.value,
        );
        if (!entries.length) return say("Choose at least one change.", true);
        const body = { entries };
        if (later.checked) {
          const at = new Date(time.value);
          if (!Number.isFinite(at.getTime())) return say("Choose the date and time.", true);
          body.at = at.toISOString();
        }
        busy = true;
        submit.disabled = true;
        try {
          const response = await fetch(API, {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json" },
            body: JSON.stringify(body),
          });
          const answer = await response.json().catch(() => ({}));
          if (answer.scheduled)
            say(
              `Scheduled for ${when(answer.scheduled.at)}: ${answer.scheduled.entries.join(", ")}.`,
            );
          else if (response.ok)
            say(
              `Published ${answer.published.join(", ")}` +
                (answer.release ? `; publish ${answer.release.id} is queued.` : ".") +
                (answer.refused?.length
                  ? ` Not published: ${answer.refused.map((item) => `${item.entry} (${item.message})`).join("; ")}.`
                  : ""),
            );
          else
            say(
              answer.message +
                (answer.refused?.length
                  ? ` ${answer.refused.map((item) => `${item.entry}: ${item.message}`).join("; ")}`
                  : ""),
              true,
            );
        } catch {
          say("The server did not answer; nothing may have been published.", true);
        } finally {
          busy = false;
          lastPublisherKey = "";
          refresh();
        }
      });
    }
    const scheduled = data.scheduled ?? [];
    const later = el("div");
    if (scheduled.length) {
      later.append(el("h2", { style: "font-size:15px;margin:8px 0 4px" }, "Scheduled"));
      const list = el("ul", { style: "margin:0;padding-left:18px" });
      for (const item of scheduled) {
        const cancel = el(
          "button",
          { type: "button", style: BUTTON, "aria-label": `Cancel the publish at ${when(item.at)}` },
          "Cancel",
        );
        cancel.addEventListener("click", async () => {
          cancel.disabled = true;
          const response = await fetch(`${API}/scheduled/${item.id}/cancel`, {
            method: "POST",
            headers: { accept: "application/json" },
          }).catch(() => undefined);
          say(
            response?.ok ? "The scheduled publish is cancelled." : "It could not be cancelled.",
            !response?.ok,
          );
          lastPublisherKey = "";
          refresh();
        });
        list.append(
          el("li", {}, `${when(item.at)}: ${item.entries.join(", ")} (${item.by}) `, cancel),
        );
      }
      later.append(list);
    }
    publisherPart.replaceChildren(form, later, message);
  }

  function say(text, problem = false) {
    message.textContent = text;
    message.setAttribute("role", problem ? "alert" : "status");
  }

  // Decap tells when it has published an entry: ask at once rather than at the next tick.
  window.CMS?.registerEventListener?.({ name: "postPublish", handler: () => refresh() });
  refresh();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
