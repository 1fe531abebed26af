// The Vite side of the articles: Markdown in app/content/articles becomes a virtual module
// and some files, all at build time.
// - `virtual:article-pages`: the lists, every article page's data with its HTML body, and
//   the tag pages, for the routes' loaders only (app/lib/article-pages.server.ts). Loaders
//   run when pages are prerendered, so an article reaches the browser as HTML plus its
//   route data: no Markdown parser, no highlighter, and no article in any page's JavaScript.
// - in the client build: the blog and changelog feeds (RSS, Atom, JSON Feed) and a 1200x630
//   Open Graph PNG per article, rendered with the system Chromium.
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { blogFeeds, changelogFeeds } from "../../app/content/feeds.ts";
import { site } from "../../app/content/site.ts";
import { renderSvgsToPng } from "../render-social-image.mjs";
import { ARTICLES_DIR, type ArticleCollection, loadArticles } from "./collection.ts";
import { feedFiles } from "./feeds.ts";
import { sitePagesOf } from "./relations.ts";
import { articleCardSvg, SOCIAL_CARD, socialCardSvg } from "./social-card.ts";

const PAGES = "virtual:article-pages";
const resolved = (id: string) => `\0${id}`;

const exportsOf = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join("\n");

/** The PNGs of every article and of the changelog page, as build/client paths and bytes. */
export async function socialImages(collection: ArticleCollection) {
  const newest = collection.changelog[0];
  const jobs = [
    ...[...collection.blog, ...collection.guides].map((article) => ({
      fileName: article.socialImage.slice(1),
      svg: articleCardSvg(article),
    })),
    {
      fileName: "og/changelog.png",
      svg: socialCardSvg({
        eyebrow: "Changelog",
        headline: "What's new in Flowboard",
        byline: newest ? `Latest: ${newest.title}` : "New features, improvements and fixes",
        cover: "teal",
      }),
    },
  ];
  const images: Buffer[] = await renderSvgsToPng(jobs.map(({ svg }) => ({ svg, ...SOCIAL_CARD })));
  return jobs.map(({ fileName }, index) => ({ fileName, source: images[index] as Buffer }));
}

export function articlesPlugin(): Plugin {
  let root = process.cwd();
  let collection: Promise<ArticleCollection> | undefined;
  const load = () => {
    collection ??= loadArticles(root);
    return collection;
  };

  return {
    name: "flowboard:articles",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === PAGES ? resolved(id) : undefined;
    },
    async load(id) {
      if (id !== resolved(PAGES)) return undefined;
      this.addWatchFile(path.join(root, ARTICLES_DIR));
      if (this.environment?.name === "client")
        this.error(`${PAGES} holds every article body; import it from loaders only.`);
      return exportsOf(sitePagesOf(await load()));
    },
    configureServer(server: ViteDevServer) {
      const folder = path.join(root, ARTICLES_DIR);
      server.watcher.add(folder);
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(folder)) return;
        collection = undefined;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolved(PAGES));
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
    async generateBundle() {
      if (this.environment?.name !== "client") return;
      const articles = await load();
      const origin = site.origin;
      const files = [
        ...feedFiles({ group: blogFeeds, items: articles.blog, origin, siteName: site.name }),
        ...feedFiles({
          group: changelogFeeds,
          items: articles.changelog,
          origin,
          siteName: site.name,
        }),
        ...(await socialImages(articles)),
      ];
      for (const { fileName, source } of files) this.emitFile({ type: "asset", fileName, source });
    },
  };
}
