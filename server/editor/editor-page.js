// The editor page's own script, run before Decap CMS starts (served by editor-server.ts):
// - it remembers the version (sha-256) of each file as this tab loaded it, and every save
//   names it, so the server refuses a save over a change made elsewhere (two tabs);
// - it registers, for each form, a preview that draws the page with the site's own
//   components (window.flowboardPreview, the preview bundle) and the form's unsaved values.
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

for (const entry of entries) {
  const Preview = createClass({
    componentDidMount() {
      this.draw();
    },
    componentDidUpdate() {
      this.draw();
    },
    draw() {
      const data = this.props.entry.get("data");
      const file = this.props.entry.get("path") || entry.path;
      window.flowboardPreview?.render(this.container, {
        file,
        page: entry.preview,
        data: data?.toJS ? data.toJS() : data,
      });
    },
    render() {
      return h("div", { ref: (element) => (this.container = element) });
    },
  });
  CMS.registerPreviewTemplate(entry.name, Preview);
}
CMS.registerPreviewStyle("/preview/assets/style.css");
CMS.init({ config });
