// The Vite side of the articles: Markdown in content/articles becomes a virtual module
// and some files, all at build time.
// - `virtual:article-pages`: the lists, every article page's data but its body, and the
//   tag pages, for the routes' loaders only (app/lib/article-pages.server.ts). Loaders run
//   when pages are prerendered, so this reaches the browser as HTML plus route data.
// - `virtual:article-bodies`: every body as HTML where pages are prerendered; empty in
//   the browser's build (app/components/articles/article-body.tsx).
// - in the client build, /articles/<kind>/<slug>.json: one article's body as HTML. The
//   prerendered page holds the body; the browser fetches this file only to render a page
//   it navigates to. No Markdown parser or highlighter ever reaches the browser.
// - also in the client build: the blog and changelog feeds (RSS, Atom, JSON Feed) of each
//   language (the language's translations, the other articles in English, marked so) and a
//   1200x630 Open Graph PNG per article, rendered with the system Chromium.
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import {
  articleBodyKey,
  articleBodyOf,
  articleBodyPath,
} from "../../app/components/articles/article-body-path.ts";
import { feedDescriptionsIn, feedGroupsIn } from "../../app/content/feeds.ts";
import { site } from "../../app/content/site.ts";
import { locales, prefixedLocales } from "../../app/lib/locales.js";
import { ARTICLES_DIR, type ArticleCollection, loadArticles } from "../articles/collection.ts";
import { feedFiles } from "../articles/feeds.ts";
import { inLanguage, sitePagesOf } from "../articles/relations.ts";
import { articleCardSvg, SOCIAL_CARD, socialCardSvg } from "../articles/social-card.ts";
import { renderSvgsToPng } from "../svg-to-png.mjs";

const PAGES = "virtual:article-pages";
const BODIES = "virtual:article-bodies";
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

/**
 * Every article with the body each page draws: the English, and under each other prefix the
 * translation, or the English article with its links led to that language's pages.
 */
const everyBody = (collection: ArticleCollection) => [
  ...[...collection.blog, ...collection.guides, ...collection.changelog].map((article) => ({
    body: articleBodyOf(article),
    html: article.html,
  })),
  ...prefixedLocales.flatMap(({ code }) =>
    [
      ...inLanguage(collection.blog, collection.translated[code]?.blog, code),
      ...inLanguage(collection.guides, collection.translated[code]?.guides, code),
    ].map((article) => ({ body: articleBodyOf(article), html: article.html })),
  ),
];

/** Each article's body as JSON, for pages reached by a client-side navigation. */
export function bodyFiles(collection: ArticleCollection) {
  return everyBody(collection).map(({ body, html }) => ({
    fileName: articleBodyPath(body).slice(1),
    source: `${JSON.stringify({ html })}\n`,
  }));
}

export function articlesPlugin(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  let collection: Promise<ArticleCollection> | undefined;
  const load = () => {
    collection ??= loadArticles(root);
    return collection;
  };

  return {
    name: "flowboard:articles",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    resolveId(id) {
      return id === PAGES || id === BODIES ? resolved(id) : undefined;
    },
    async load(id) {
      if (id !== resolved(PAGES) && id !== resolved(BODIES)) return undefined;
      this.addWatchFile(path.join(root, ARTICLES_DIR));
      const articles = await load();
      if (id === resolved(BODIES)) {
        // The browser's build gets none: a first view has the body in its HTML already.
        if (this.environment?.name === "client" && command === "build")
          return "export const bodies = {};\n";
        return exportsOf({
          bodies: Object.fromEntries(
            everyBody(articles).map(({ body, html }) => [articleBodyKey(body), html]),
          ),
        });
      }
      if (this.environment?.name === "client")
        this.error(`${PAGES} is for loaders only; pages fetch article bodies from /articles/.`);
      return exportsOf(sitePagesOf(articles));
    },
    configureServer(server: ViteDevServer) {
      const folder = path.join(root, ARTICLES_DIR);
      // A translated article (content/translations/<locale>/articles/…) changes its pages too.
      const translations = path.join(root, "content/translations");
      server.watcher.add(folder);
      server.watcher.on("all", (_event, file) => {
        const translated =
          file.startsWith(translations) && file.includes(`${path.sep}articles${path.sep}`);
        if (!file.startsWith(folder) && !translated) return;
        collection = undefined;
        for (const environment of Object.values(server.environments)) {
          for (const module of environment.moduleGraph.idToModuleMap.values())
            if (module.id?.startsWith("\0virtual:article-"))
              environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
    async generateBundle() {
      if (this.environment?.name !== "client") return;
      const articles = await load();
      const origin = site.origin;
      const files = [
        ...locales.flatMap(({ code }) => {
          const groups = feedGroupsIn(code);
          const descriptions = feedDescriptionsIn(code);
          const translated = code === "en" ? undefined : articles.translated[code];
          return [
            ...feedFiles({
              group: groups.blog,
              description: descriptions.blog,
              items: inLanguage(articles.blog, translated?.blog, code),
              origin,
              siteName: site.name,
              locale: code,
            }),
            ...feedFiles({
              group: groups.changelog,
              description: descriptions.changelog,
              items: articles.changelog,
              origin,
              siteName: site.name,
              locale: code,
            }),
          ];
        }),
        ...bodyFiles(articles),
        ...(await socialImages(articles)),
      ];
      for (const { fileName, source } of files) this.emitFile({ type: "asset", fileName, source });
    },
  };
}
