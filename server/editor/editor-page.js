// The editor page's own script, run before Decap CMS starts (served by editor-server.ts):
// - it remembers the version (sha-256) of each file as this tab loaded it, and every save
//   names it, so the server refuses a save over a change made elsewhere (two tabs);
// - it registers, for each form, a preview that draws the page with the site's own
//   components (window.flowboardPreview, the preview bundle) and the form's unsaved values;
// - it shows a refused save at the fields it concerns, in plain words (refusals.js).
import {
  clearRefusals,
  plainPhrases,
  plainToasts,
  refusalStyles,
  showRefusal,
  watchRefusals,
} from "./refusals.js";

const { entries, config } = JSON.parse(document.getElementById("editor-data").textContent);
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
 * A translation's preview: a document of the page's language (/de/preview-frame), which the
 * preview bundle draws into with the form's words. Until the bundle has run there, the
 * frame holds what to draw (preview.tsx calls it).
 */
function wordsPreview(entry) {
  return createClass({
    componentDidMount() {
      this.draw();
    },
    componentDidUpdate() {
      this.draw();
    },
    draw() {
      const frame = this.frame;
      if (!frame) return;
      const preview = frame.contentWindow?.flowboardPreview;
      if (!preview) {
        frame.flowboardDraw = () => this.draw();
        return;
      }
      preview.renderWords(frame.contentDocument.getElementById("preview-root"), {
        file: entry.path,
        english: entry.english,
        page: entry.preview,
        words: valuesOf(this.props.entry),
      });
    },
    render() {
      return h("iframe", {
        ref: (element) => (this.frame = element),
        src: `/${entry.locale}/preview-frame`,
        title: `The page in ${entry.locale}, as it will read`,
        style: { border: 0, display: "block", width: "100%", height: "100vh" },
      });
    },
  });
}

for (const entry of entries.filter((item) => item.locale))
  CMS.registerPreviewTemplate(entry.name, wordsPreview(entry));

for (const entry of entries.filter((item) => !item.locale)) {
  const Preview = createClass({
    componentDidMount() {
      this.draw();
    },
    componentDidUpdate() {
      this.draw();
    },
    draw() {
      const file = this.props.entry.get("path") || entry.path;
      window.flowboardPreview?.render(this.container, {
        file,
        page: entry.preview,
        data: valuesOf(this.props.entry),
      });
    },
    render() {
      return h("div", { ref: (element) => (this.container = element) });
    },
  });
  CMS.registerPreviewTemplate(entry.name, Preview);
}
CMS.registerPreviewStyle("/preview/assets/style.css");
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
