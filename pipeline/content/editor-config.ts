// The Decap CMS configuration of `npm run edit`, generated from app/content/registry.ts and
// the articles' front-matter schemas: one collection per folder of content/, one form per
// file, each field from its zod schema (editor-fields.ts). Nothing here names a page's
// fields, so a file added to the registry appears in the editor with no further work.
import {
  blogFrontMatterSchema,
  changelogFrontMatterSchema,
  guideFrontMatterSchema,
} from "../../app/content/article-front-matter.ts";
import { type ContentFile, contentFiles } from "../../app/content/registry.ts";
import { knownSitePaths } from "../../app/content/rules.ts";
import { ARTICLES_DIR } from "../articles/collection.ts";
import { type DecapField, fieldsOf, humanise, jsonSchemaOf } from "./editor-fields.ts";
import {
  type TranslationEntry,
  translationCollections,
  translationEntries,
} from "./editor-translations.ts";

/** Where uploaded images go, in the repository and on the site. */
export const mediaFolder = "public/media/uploads";
export const mediaPublicPath = "/media/uploads";
/** The Markdown articles, one folder per kind. */
export const articlesFolder = ARTICLES_DIR;

export const articleCollections = [
  { name: "blog", label: "Blog posts", schema: blogFrontMatterSchema, preview: "/resources/blog" },
  { name: "guides", label: "Guides", schema: guideFrontMatterSchema, preview: "/resources/guides" },
  {
    name: "changelog",
    label: "Changelog",
    schema: changelogFrontMatterSchema,
    preview: "/changelog",
  },
] as const;

/** The Decap name of a registered file: "content/pages/home.json" -> "pages-home". */
export const fileName = (file: ContentFile) =>
  file.path
    .replace(/^content\//, "")
    .replace(/\.json$/, "")
    .replaceAll("/", "-");

/** Files are grouped by the folder they sit in under content/ ("pages", "company"...). */
function areaOf(file: ContentFile): string {
  const parts = file.path.replace(/^content\//, "").split("/");
  return parts.length > 1 ? (parts[0] ?? "site") : "site";
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
  const areas = new Map<string, ContentFile[]>();
  for (const file of contentFiles as readonly ContentFile[]) {
    const area = areaOf(file);
    areas.set(area, [...(areas.get(area) ?? []), file]);
  }
  const fileCollections = [...areas].map(([area, files]) => ({
    name: area,
    label: area === "site" ? "Site" : humanise(area),
    editor: { preview: true },
    files: files.map((file) => ({
      name: fileName(file),
      label: file.label,
      file: file.path,
      fields: fieldsOf(jsonSchemaOf(file.schema), paths, file.path),
    })),
  }));
  const folderCollections = articleCollections.map((kind) => ({
    name: kind.name,
    label: kind.label,
    label_singular: kind.label.replace(/s$/, ""),
    folder: `${articlesFolder}/${kind.name}`,
    extension: "md",
    format: "frontmatter",
    create: true,
    delete: true,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}} ({{date}})",
    sortable_fields: ["date", "title"],
    fields: [
      ...fieldsOf(jsonSchemaOf(kind.schema), paths, kind.name),
      // Plain Markdown first: what is typed is kept as typed ("[text](/pricing)", "## Heading"),
      // where the rich-text mode escapes Markdown typed into it. Its toolbar is one click away.
      {
        name: "body",
        label: "Text",
        widget: "markdown",
        modes: ["raw", "rich_text"],
        hint: "Markdown: ## for a heading, [words](/pricing) for a link, - for a list item.",
      } satisfies DecapField,
    ],
  }));
  return {
    load_config_file: false,
    backend: { name: "proxy", proxy_url: "/api/v1", branch: "main" },
    media_folder: mediaFolder,
    public_folder: mediaPublicPath,
    site_url: "/",
    display_url: "/",
    collections: [...fileCollections, ...translationCollections(root, paths), ...folderCollections],
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
