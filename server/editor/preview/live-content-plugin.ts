// The preview build's view of content/*.json: each file becomes one live object, registered
// by its path, which the preview updates in place with the form's unsaved values. Deep and in
// place, because the content modules export references into it (`home.hero`), which must see
// the change. Values arrive with their {{references}} filled, as the site build fills them.
//
// A language's preview is a document of its own (/de/preview-frame, editor-server.ts): as on
// the site (pipeline/vite/content.ts), each file then fetches that language's words before
// the modules that read it run, so the page, its header and footer are all in the language.
import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { prefixedLocales } from "../../../app/lib/locales.js";
import { translationPath } from "../../../pipeline/content/translations.mjs";
import { readContent, readWords } from "../../../pipeline/content/validate.ts";

export function liveContentPlugin(root: string): Plugin {
  const contentDir = `${path.join(root, "content")}${path.sep}`;
  const wordsDir = `${path.join(root, "content", "translations")}${path.sep}`;
  const prefix = "\0flowboard-live:";
  return {
    name: "flowboard:live-content",
    enforce: "pre",
    // A content file is loaded as a module of its own id, so Vite's JSON step never sees it.
    async resolveId(source, importer, options) {
      if (!source.endsWith(".json")) return;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved?.id.split("?")[0];
      if (file?.startsWith(contentDir) && !file.startsWith(wordsDir)) return `${prefix}${file}.js`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return;
      const file = id.slice(prefix.length, -".js".length);
      const relative = path.relative(root, file).split(path.sep).join("/");
      const data = JSON.stringify(readContent(root, relative));
      const live = path.join(import.meta.dirname, "live-content.ts");
      const localized = path.join(root, "app/lib/localized-content.ts");
      const loaders = prefixedLocales
        .map((locale) => [locale.code, translationPath(relative, locale.code)] as const)
        .filter(([, words]) => existsSync(path.join(root, words)))
        .map(([code, words]) => `${code}: () => import(${JSON.stringify(`/${words}`)})`);
      return [
        `import { liveContent } from ${JSON.stringify(live)};`,
        `import { documentWords } from ${JSON.stringify(localized)};`,
        `const data = liveContent(${JSON.stringify(relative)}, ${data});`,
        `await documentWords(data, { ${loaders.join(", ")} });`,
        "export default data;",
      ].join("\n");
    },
    // A language's words, as the site's pages receive them: checked, facts filled.
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!file.startsWith(wordsDir) || !file.endsWith(".json")) return;
      const relative = path.relative(root, file).split(path.sep).join("/");
      return { code: JSON.stringify(readWords(root, relative, code)), map: null };
    },
  };
}
