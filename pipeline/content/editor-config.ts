// The Decap CMS configuration of `npm run edit`, generated from app/content/registry.ts and
// the articles' front-matter schemas: one collection per folder of content/, one form per
// file, each field from its zod schema (editor-fields.ts). Nothing here names a page's
// fields, so a file added to the registry appears in the editor with no further work.

import { readFileSync } from "node:fs";
import path from "node:path";
import {
  articleTranslationFrontMatterSchema,
  blogFrontMatterSchema,
  changelogFrontMatterSchema,
  guideFrontMatterSchema,
} from "../../app/content/article-front-matter.ts";
import { type ContentFile, contentFiles } from "../../app/content/registry.ts";
import { knownSitePaths } from "../../app/content/rules.ts";
import {
  ARTICLES_DIR,
  parseArticleFile,
  readKind,
  translatableKinds,
  translationFolder,
} from "../articles/collection.ts";
import { type DecapField, fieldsOf, humanise, jsonSchemaOf } from "./editor-fields.ts";
import {
  type TranslationEntry,
  translationCollections,
  translationEntries,
} from "./editor-translations.ts";
import { TRANSLATED_LOCALES } from "./translations.mjs";

/** Where uploaded images go, in the repository and on the site. */
export const mediaFolder = "public/media/uploads";
export const mediaPublicPath = "/media/uploads";
/** The Markdown articles, one folder per kind. */
export const articlesFolder = ARTICLES_DIR;

export const articleCollections = [
  {
    name: "blog",
    label: "Blog posts",
    labelSingular: "Blog post",
    schema: blogFrontMatterSchema,
    preview: "/resources/blog",
    livePath: "resources/blog/{{slug}}",
  },
  {
    name: "guides",
    label: "Guides",
    labelSingular: "Guide",
    schema: guideFrontMatterSchema,
    preview: "/resources/guides",
    livePath: "resources/guides/{{slug}}",
  },
  {
    name: "changelog",
    label: "Changelog",
    labelSingular: "Changelog entry",
    schema: changelogFrontMatterSchema,
    preview: "/changelog",
    livePath: "changelog#{{slug}}",
  },
] as const;

/**
 * An article's Markdown text. Plain Markdown first: what is typed is kept as typed
 * ("[text](/pricing)", "## Heading"), where the rich-text mode escapes Markdown typed into it.
 * Its toolbar is one click away.
 */
const articleTextField = (hint = "") =>
  ({
    name: "body",
    label: "Text",
    widget: "markdown",
    modes: ["raw", "rich_text"],
    hint: `Markdown: ## for a heading, [words](/pricing) for a link, - for a list item.${hint}`,
  }) satisfies DecapField;

/** The field of a translated article that names the English article it translates. */
export const TRANSLATES_FIELD = "translates";

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/**
 * Each language's translated articles (docs/decisions/048, 055): for German, "Blog posts in
 * German" and "Guides in German", whose files are content/translations/de/articles/<kind>/
 * <slug>.md. A new translation starts by choosing its English original, whose file name it
 * takes (the page it replaces); the date, author, tags and picture stay the English
 * article's. The English titles are the choice's labels.
 */
export function articleTranslationCollections(root: string, sitePaths: string[]) {
  return TRANSLATED_LOCALES.flatMap((locale) =>
    translatableKinds.map((kindName) => {
      const kind = articleCollections.find((collection) => collection.name === kindName);
      if (!kind) throw new Error(`no article collection ${kindName}`);
      const language = languageNames.of(locale) ?? locale;
      const originals = readKind(root, kindName).flatMap((source) => {
        const parsed = parseArticleFile(kindName, source);
        if (!("frontMatter" in parsed) || !parsed.frontMatter || parsed.frontMatter.draft)
          return [];
        return [{ label: parsed.frontMatter.title, value: parsed.slug as string }];
      });
      return {
        name: articleTranslationName(locale, kindName),
        label: `${kind.label} in ${language}`,
        label_singular: `${kind.labelSingular} in ${language}`,
        description: `${kind.label} translated into ${language}. One that is not translated is shown in English on the ${language} site; a translation takes its place there.`,
        folder: translationFolder(locale, kindName),
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: false,
        slug: `{{fields.${TRANSLATES_FIELD}}}`,
        identifier_field: "title",
        summary: "{{title}}",
        sortable_fields: ["title"],
        preview_path: `${locale}/${kind.livePath}`,
        editor: { preview: false },
        fields: [
          {
            name: TRANSLATES_FIELD,
            label: "English original",
            widget: "select",
            options: originals,
            hint: `The English ${kind.labelSingular.toLowerCase()} this translates. Its date, author, tags and picture are used as they are; write its title, summary and text in ${language}.`,
          } satisfies DecapField,
          ...fieldsOf(jsonSchemaOf(articleTranslationFrontMatterSchema), sitePaths, kind.name),
          articleTextField(
            ` Links to the site's pages (/pricing) lead to the ${language} pages by themselves.`,
          ),
        ],
      };
    }),
  );
}

/** The Decap name of a language's translated articles of a kind: "de-blog". */
export const articleTranslationName = (locale: string, kind: string) => `${locale}-${kind}`;

/** The Decap name of a registered file: "content/pages/home.json" -> "pages-home". */
export const fileName = (file: ContentFile) =>
  file.path
    .replace(/^content\//, "")
    .replace(/\.json$/, "")
    .replaceAll("/", "-");

/**
 * What the editor calls each folder of content/: the folder's name is for the code, this is
 * for the people who edit ("Header and footer", not "chrome"). A folder added to content/
 * needs its words here (editor-config.test.ts says so).
 */
export const areaLabels: Record<string, string> = {
  site: "Site",
  pages: "Pages",
  collections: "Lists shown on several pages",
  features: "Feature pages",
  pictures: "Product pictures",
  pricing: "Pricing",
  solutions: "Solutions pages",
  resources: "Resources pages",
  chrome: "Header and footer",
  legal: "Legal and privacy",
  forms: "Forms and their messages",
  articles: "Article authors, tags and feeds",
  spelling: "Spelling",
  analytics: "Visit analytics goals",
  glossary: "Glossary",
};

/** Files are grouped by the folder they sit in under content/ ("pages", "company"...). */
function areaOf(file: ContentFile): string {
  const parts = file.path.replace(/^content\//, "").split("/");
  return parts.length > 1 ? (parts[0] ?? "site") : "site";
}

/**
 * The public site's address, where "View live" opens a page: EDITOR_SITE_URL when set (a
 * staging site), else the origin in content/site.json; "/" only while that file is unreadable.
 */
export function liveSiteUrl(root: string): string {
  if (process.env.EDITOR_SITE_URL) return process.env.EDITOR_SITE_URL;
  try {
    const site = JSON.parse(readFileSync(path.join(root, "content/site.json"), "utf8"));
    return typeof site.origin === "string" ? site.origin : "/";
  } catch {
    return "/";
  }
}

export interface EditorEntry {
  /** Decap's name for the file or collection, which its preview is registered under. */
  name: string;
  path: string;
  preview: string;
}

/**
 * The editor's configuration over the repository at `root`: the English files' forms, the
 * articles', and each language's words (editor-translations.ts), whose fields follow the
 * English files as they stand.
 */
export function editorConfig(
  sitePaths: Iterable<string> = knownSitePaths(),
  root: string = process.cwd(),
) {
  const paths = [...sitePaths];
  const liveSite = liveSiteUrl(root);
  const areas = new Map<string, ContentFile[]>();
  for (const file of contentFiles as readonly ContentFile[]) {
    const area = areaOf(file);
    areas.set(area, [...(areas.get(area) ?? []), file]);
  }
  const fileCollections = [...areas].map(([area, files]) => ({
    name: area,
    label: areaLabels[area] ?? humanise(area),
    editor: { preview: true },
    files: files.map((file) => ({
      name: fileName(file),
      label: file.label,
      file: file.path,
      fields: fieldsOf(jsonSchemaOf(file.schema), paths, file.path),
      // "View live" opens the page on the public site (site_url).
      preview_path: file.preview.replace(/^\//, ""),
    })),
  }));
  const folderCollections = articleCollections.map((kind) => ({
    name: kind.name,
    label: kind.label,
    label_singular: kind.labelSingular,
    folder: `${articlesFolder}/${kind.name}`,
    extension: "md",
    format: "frontmatter",
    create: true,
    delete: true,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}} ({{date}})",
    // Newest first, as the site lists them; the editor may sort by title instead.
    sortable_fields: [{ field: "date", default_sort: "desc" }, "title"],
    preview_path: kind.livePath,
    fields: [...fieldsOf(jsonSchemaOf(kind.schema), paths, kind.name), articleTextField()],
  }));
  return {
    load_config_file: false,
    backend: { name: "proxy", proxy_url: "/api/v1", branch: "main" },
    media_folder: mediaFolder,
    public_folder: mediaPublicPath,
    // The public site, where "View live" opens each page (EDITOR_SITE_URL, else the site's
    // own address in content/site.json).
    site_url: liveSite,
    display_url: liveSite,
    collections: [
      ...fileCollections,
      ...translationCollections(root, paths),
      ...folderCollections,
      ...articleTranslationCollections(root, paths),
    ],
  };
}

/** What the editor page needs to preview each form: its Decap name, file and page. */
export function editorEntries(root: string = process.cwd()): (EditorEntry | TranslationEntry)[] {
  return [
    ...(contentFiles as readonly ContentFile[]).map((file) => ({
      name: fileName(file),
      path: file.path,
      preview: file.preview,
    })),
    ...articleCollections.map((kind) => ({
      name: kind.name,
      path: `${articlesFolder}/${kind.name}`,
      preview: kind.preview,
    })),
    ...translationEntries(root),
  ];
}
