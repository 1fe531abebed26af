// The editor page's own script, run before Decap CMS starts (served by editor-server.ts):
// - it remembers the version (sha-256) of each file as this tab loaded it, and every save
//   names it, so the server refuses a save over a change made elsewhere (two tabs);
// - it registers, for each form, a preview that draws the page with the site's own
//   components (the preview bundle, in a frame of its own) and the form's unsaved values;
// - it shows a refused save at the fields it concerns, in plain words (refusals.js).
import {
  clearRefusals,
  plainPhrases,
  plainToasts,
  refusalStyles,
  showRefusal,
  watchRefusals,
} from "./refusals.js";

// `preview: false` on the live site (/admin/edit), which has no preview build: Decap's own
// preview of the fields is shown instead.
// `member` on the live site: the team member signed in at /admin, whom Decap then shows
// without a login of its own (the server checks the session at every request anyway).
const {
  entries,
  config,
  preview = true,
  member,
} = JSON.parse(document.getElementById("editor-data").textContent);
if (member)
  localStorage.setItem(
    "decap-cms-user",
    JSON.stringify({ backendName: "proxy", name: member.name, email: member.email }),
  );
const versions = new Map();

/**
 * Decap keeps the config it started with, and with it the marks of outdated translations (a
 * form's "Outdated", a list's "· 2 outdated"). After a save that changed them (an English
 * text under a translation, a translation published again), the next move to another list
 * or form loads the page again, whose config is made from the files as they are now.
 */
let marksStale = false;
window.addEventListener("hashchange", () => {
  if (marksStale) window.location.reload();
});

function remember(entry) {
  if (entry?.file?.path) versions.set(entry.file.path, entry.file.id ?? null);
}

const plainFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = typeof input === "string" ? input : input.url;
  if (!url.endsWith("/api/v1") || typeof init?.body !== "string") return plainFetch(input, init);
  const body = JSON.parse(init.body);
  if (body.action === "persistEntry") {
    const expected = {};
    for (const file of body.params.dataFiles ?? [])
      expected[file.path] = versions.has(file.path) ? versions.get(file.path) : null;
    body.params.expected = expected;
  }
  const response = await plainFetch(input, { ...init, body: JSON.stringify(body) });
  // A refused save (422: the rules; 409: the file changed elsewhere) stays on screen.
  if (body.action === "persistEntry" && (response.status === 422 || response.status === 409))
    showRefusal(await response.clone().json());
  if (response.ok) {
    const json = await response.clone().json();
    if (body.action === "persistEntry") {
      clearRefusals();
      for (const [path, id] of Object.entries(json.ids ?? {})) versions.set(path, id);
      if (json.marksChanged) marksStale = true;
    } else if (Array.isArray(json)) json.forEach(remember);
    else remember(json);
  }
  return response;
};

const CMS = window.CMS;
const { h, createClass } = window;
const valuesOf = (entry) => {
  const data = entry.get("data");
  return data?.toJS ? data.toJS() : data;
};

/**
 * A form's preview: the page drawn by the preview bundle in a document of its own
 * (/preview-frame, /de/preview-frame: preview.tsx), made again at each change of the form
 * with what it holds then (`flowboardInput`), so every value the site's modules derive when
 * they run is derived from what was typed. The new drawing replaces the last once it is
 * drawn, at the same scroll position.
 */
function framedPreview(entry) {
  return createClass({
    componentDidMount() {
      this.draw();
    },
    componentDidUpdate() {
      // A burst of typing makes one drawing.
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.draw(), 150);
    },
    componentWillUnmount() {
      clearTimeout(this.timer);
    },
    draw() {
      const box = this.box;
      if (!box) return;
      const values = valuesOf(this.props.entry);
      const shown = this.shown;
      const input = entry.locale
        ? { locale: entry.locale, file: entry.path, english: entry.english, words: values }
        : { locale: "en", file: this.props.entry.get("path") || entry.path, data: values };
      input.page = entry.preview;
      input.scrollY = shown?.contentWindow?.scrollY ?? 0;
      this.pending?.remove();
      const frame = box.ownerDocument.createElement("iframe");
      this.pending = frame;
      frame.flowboardInput = input;
      frame.flowboardDrawn = () => {
        if (this.pending !== frame) return;
        this.pending = undefined;
        this.shown?.remove();
        this.shown = frame;
        frame.style.visibility = "visible";
      };
      frame.title = "The page as it will read";
      frame.style.cssText =
        "position: absolute; inset: 0; width: 100%; height: 100%; border: 0; visibility: hidden";
      frame.src = `${entry.locale ? `/${entry.locale}` : ""}/preview-frame`;
      box.append(frame);
    },
    render() {
      return h("div", {
        ref: (element) => (this.box = element),
        style: { position: "relative", height: "100vh" },
      });
    },
  });
}

if (preview)
  for (const entry of entries) CMS.registerPreviewTemplate(entry.name, framedPreview(entry));
CMS.registerLocale("en", plainPhrases(CMS.getLocale("en")));
const styles = document.createElement("style");
styles.textContent = refusalStyles;
document.head.append(styles);
watchRefusals();
plainToasts();
// The article text opens as plain Markdown, where "[words](/pricing)" and "## Heading" stay as
// typed (the rich-text mode escapes them); Decap remembers a mode the editor picks after.
if (!localStorage.getItem("cms.md-mode")) localStorage.setItem("cms.md-mode", "raw");
CMS.init({ config });
