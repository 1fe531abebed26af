// The editor page's own script, run before Decap CMS starts (served by editor-server.ts):
// - it remembers the version (sha-256) of each file as this tab loaded it, and every save
//   names it, so the server refuses a save over a change made elsewhere (two tabs);
// - it registers, for each form, a preview that draws the page with the site's own
//   components (the preview bundle, in a frame of its own) and the form's unsaved values.
const { entries, config } = JSON.parse(document.getElementById("editor-data").textContent);
const versions = new Map();

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
  if (response.ok) {
    const json = await response.clone().json();
    if (body.action === "persistEntry")
      for (const [path, id] of Object.entries(json.ids ?? {})) versions.set(path, id);
    else if (Array.isArray(json)) json.forEach(remember);
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

for (const entry of entries) CMS.registerPreviewTemplate(entry.name, framedPreview(entry));
CMS.init({ config });
