// The preview build's view of content/*.json: each file becomes one live object, registered
// by its path, which the preview updates in place with the form's unsaved values. Deep and in
// place, because the content modules export references into it (`home.hero`), which must see
// the change. Values arrive with their {{references}} filled, as the site build fills them.
import path from "node:path";
import type { Plugin } from "vite";
import { readContent } from "../../../pipeline/content/validate.ts";

export function liveContentPlugin(root: string): Plugin {
  const contentDir = `${path.join(root, "content")}${path.sep}`;
  const prefix = "\0flowboard-live:";
  return {
    name: "flowboard:live-content",
    enforce: "pre",
    // A content file is loaded as a module of its own id, so Vite's JSON step never sees it.
    async resolveId(source, importer, options) {
      if (!source.endsWith(".json")) return;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved?.id.split("?")[0];
      if (file?.startsWith(contentDir)) return `${prefix}${file}.js`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return;
      const file = id.slice(prefix.length, -".js".length);
      const relative = path.relative(root, file).split(path.sep).join("/");
      const data = JSON.stringify(readContent(root, relative));
      const live = path.join(import.meta.dirname, "live-content.ts");
      return `import { liveContent } from ${JSON.stringify(live)};\nexport default liveContent(${JSON.stringify(relative)}, ${data});`;
    },
  };
}
