// The content files (content/**/*.json, app/content/registry.ts) as the app imports them:
// each is checked against its schema and has its {{references}} filled before Vite turns
// it into a module, so a mistake fails the build naming the file, the field and the rule,
// and the browser receives plain values (no schema code ships).
import path from "node:path";
import type { Plugin } from "vite";
import { factSources } from "../../app/content/registry.ts";
import { readContent } from "../content/validate.ts";

export function contentPlugin(): Plugin {
  let root = process.cwd();
  const contentDir = () => `${path.join(root, "content")}${path.sep}`;
  return {
    name: "flowboard:content",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!file.startsWith(contentDir()) || !file.endsWith(".json")) return;
      // A file whose references change must be read again when a fact changes.
      for (const source of Object.values(factSources))
        this.addWatchFile(path.join(root, source.path));
      const relative = path.relative(root, file).split(path.sep).join("/");
      return { code: JSON.stringify(readContent(root, relative, code)), map: null };
    },
  };
}
