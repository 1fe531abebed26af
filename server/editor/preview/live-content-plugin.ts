// The preview build's view of the content: no file's values are built into the bundle. Each
// content/*.json import becomes a module that takes the file, as the editor has it at this
// drawing, from live-content.ts (and puts the document's language's words over it, as the
// site's pages do: app/lib/localized-content.ts); the articles' virtual modules
// (pipeline/vite/articles.ts on the site) take the lists, pages and bodies from there too.
import path from "node:path";
import type { Plugin } from "vite";

export function liveContentPlugin(root: string): Plugin {
  const contentDir = `${path.join(root, "content")}${path.sep}`;
  const prefix = "\0flowboard-live:";
  const live = JSON.stringify(path.join(import.meta.dirname, "live-content.ts"));
  const articleModules: Record<string, string> = {
    "virtual:article-pages": [
      `import { articlesNow } from ${live};`,
      "export const { blogList, guideList, blogPages, guidePages, changelog, tagPages, localizedPages } = (await articlesNow()).articles;",
    ].join("\n"),
    "virtual:article-bodies": [
      `import { articlesNow } from ${live};`,
      "export const { bodies } = await articlesNow();",
    ].join("\n"),
  };
  return {
    name: "flowboard:live-content",
    enforce: "pre",
    // A content file is loaded as a module of its own id, so Vite's JSON step never sees it.
    async resolveId(source, importer, options) {
      if (source in articleModules) return `${prefix}${source}`;
      if (!source.endsWith(".json")) return;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved?.id.split("?")[0];
      if (file?.startsWith(contentDir)) return `${prefix}${file}.js`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return;
      const name = id.slice(prefix.length);
      if (name in articleModules) return articleModules[name];
      const file = name.slice(0, -".js".length);
      const relative = path.relative(root, file).split(path.sep).join("/");
      const localized = JSON.stringify(path.join(root, "app/lib/localized-content.ts"));
      const locale = JSON.stringify(path.join(root, "app/lib/page-locale.js"));
      return [
        `import { contentOf } from ${live};`,
        `import { documentWords } from ${localized};`,
        `import { documentLocale } from ${locale};`,
        `const { data, words } = contentOf(${JSON.stringify(relative)});`,
        "if (words !== undefined)",
        "  await documentWords(data, { [documentLocale()]: async () => ({ default: words }) });",
        "export default data;",
      ].join("\n");
    },
  };
}
