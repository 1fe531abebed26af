import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { articleTranslationFrontMatterSchema } from "../../app/content/article-front-matter.ts";
import { contentFiles } from "../../app/content/registry.ts";
import {
  parseArticleFile,
  readKind,
  translatableKinds,
  translationFolder,
} from "../articles/collection.ts";
import { areaLabels, editorConfig, editorEntries, TRANSLATES_FIELD } from "./editor-config.ts";
import {
  type DecapField,
  fieldsOf,
  humanise,
  jsonSchemaOf,
  singular,
  UnsupportedField,
} from "./editor-fields.ts";
import { STILL_CURRENT_FIELD } from "./editor-outdated.ts";
import {
  TRANSLATED_LOCALES,
  translatableFiles,
  translationPath,
  wordsOf,
} from "./translations.mjs";

const config = editorConfig(["/", "/pricing", "/about"]);
const allFileForms = config.collections.flatMap((collection) =>
  "files" in collection ? collection.files : [],
);
const fileForms = allFileForms.filter((form) => !form.file.startsWith("content/translations/"));
const flatten = (fields: DecapField[], at = ""): [string, DecapField][] =>
  fields.flatMap((field) => {
    const name = at ? `${at}.${field.name}` : field.name;
    return [
      [name, field] as [string, DecapField],
      ...flatten(field.fields ?? [], name),
      ...(field.field ? flatten([field.field], name) : []),
    ];
  });
const fieldAt = (file: string, name: string) =>
  new Map(flatten(allFileForms.find((form) => form.file === file)?.fields ?? [])).get(name);
const rule = (field: DecapField | undefined) => new RegExp(field?.pattern?.[0] ?? "(?!)");

describe("the editor's forms, generated from the schemas", () => {
  it("has a form for every registered file, and a preview for each", () => {
    expect(fileForms.map((form) => form.file).sort()).toEqual(
      contentFiles.map((file) => file.path).sort(),
    );
    expect(editorEntries().map((entry) => entry.name)).toEqual(
      expect.arrayContaining(fileForms.map((form) => form.name)),
    );
  });

  it("maps every field of every registered schema to a widget, leaving none out", () => {
    for (const file of contentFiles) {
      const json = jsonSchemaOf(file.schema);
      const keys = Object.keys(json.properties ?? {});
      const form = fileForms.find((entry) => entry.file === file.path);
      expect(form?.fields.map((field) => field.name)).toEqual(keys);
      for (const [, field] of flatten(form?.fields ?? [])) expect(field.widget).toBeTruthy();
    }
  });

  it("refuses a shape it has no widget for, naming the field", () => {
    const schema = z.object({ when: z.union([z.number(), z.object({ at: z.string() })]) });
    expect(() => fieldsOf(jsonSchemaOf(schema), [], "x.json")).toThrow(UnsupportedField);
    expect(() => fieldsOf(jsonSchemaOf(schema), [], "x.json")).toThrow(/x\.json\.when/);
  });

  it("gives the hero headline the layout's limit, in the build's words, at 80 and not 81", () => {
    const title = fieldAt("content/pages/home.json", "hero.title");
    expect(title?.pattern?.[1]).toBe(
      "must be at most 80 characters: longer does not fit the layout",
    );
    expect(rule(title).test("x".repeat(80))).toBe(true);
    expect(rule(title).test("x".repeat(81))).toBe(false);
  });

  it("accepts a link to a known page, a #section or https://, and refuses /nope", () => {
    const href = rule(fieldAt("content/pages/home.json", "hero.primary.href"));
    for (const good of ["/", "/pricing", "/pricing#faq", "#watch-demo", "https://example.com/x"])
      expect(href.test(good), good).toBe(true);
    for (const bad of ["/nope", "/pricingx", "javascript:alert(1)", "http://example.com"])
      expect(href.test(bad), bad).toBe(false);
  });

  it("types a number into a text box whose rule refuses words", () => {
    const year = fieldAt("content/site.json", "foundedYear");
    expect(year?.widget).toBe("string");
    expect(year?.pattern?.[1]).toMatch(/^must be a whole number/);
    expect(rule(year).test("2018")).toBe(true);
    expect(rule(year).test("twelve")).toBe(false);
  });

  it("checks a webinar's start as it is typed: a half-typed moment is refused at the field", () => {
    const startsAt = fieldAt("content/resources/webinars.json", "webinars.startsAt");
    expect(startsAt?.pattern?.[1]).toMatch(/^must be a date and time with its offset/);
    const stored = JSON.parse(readFileSync("content/resources/webinars.json", "utf8")).webinars;
    for (const webinar of stored) expect(rule(startsAt).test(webinar.startsAt)).toBe(true);
    for (const half of ["2026-12-0", "2026-12-09T10:00", "2026-13-09T10:00:00-08:00", "soon"])
      expect(rule(startsAt).test(half), half).toBe(false);
  });

  it("offers articles' authors and tags as choices, and dates in ISO form", () => {
    const blog = config.collections.find((collection) => collection.name === "blog");
    const fields = new Map(flatten((blog && "fields" in blog ? blog.fields : []) as DecapField[]));
    expect(fields.get("author")?.widget).toBe("select");
    expect(fields.get("tags")).toMatchObject({ widget: "select", multiple: true, min: 1, max: 4 });
    expect(fields.get("date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" });
    expect(fields.get("body")?.widget).toBe("markdown");
  });
});

describe("the editor's labels, as a person would write them", () => {
  const everyField = config.collections.flatMap((collection) => [
    ...("files" in collection ? collection.files.flatMap((form) => flatten(form.fields)) : []),
    ...("fields" in collection ? flatten(collection.fields as DecapField[]) : []),
  ]);

  it("names every folder of content/ in words of its own, not its folder's name", () => {
    const areas = new Set(
      contentFiles.map((file) => file.path.split("/").slice(1, -1)[0] ?? "site"),
    );
    for (const area of areas) expect(areaLabels[area], area).toBeTruthy();
    const labels = config.collections.map((collection) => collection.label);
    expect(labels).toContain("Header and footer");
    expect(labels).not.toContain("Chrome");
    expect(labels).not.toContain("Collections");
  });

  it("spells out what a key abbreviates, and names a list's item in the singular", () => {
    expect(humanise("primaryCta")).toBe("Primary call to action");
    expect(humanise("seriesA")).toBe("Series A");
    expect(singular("companies")).toBe("company");
    expect(singular("statuses")).toBe("status");
    expect(fieldAt("content/pages/home.json", "trust.companies")?.field?.label).toBe("Company");
    const codeWords = /\b(Src|Href|Cta|Api|Sso|Crm|Hr|Faq|Pdf|Sdk|Toc|Kpis|Sla|Id|Os|Companie)\b/;
    for (const [name, field] of everyField) {
      expect(field.label, name).not.toMatch(codeWords);
      if (field.label_singular) expect(field.label_singular, name).not.toMatch(codeWords);
    }
  });

  it("labels a field with the schema's title and explains it with its description", () => {
    const blog = config.collections.find((collection) => collection.name === "blog");
    const fields = new Map(flatten((blog && "fields" in blog ? blog.fields : []) as DecapField[]));
    expect(fields.get("image.src")?.label).toBe("Image");
    expect(fields.get("image.alt")?.hint).toMatch(/^Read aloud to people who cannot see/);
    const days = fieldAt("content/legal/stored-data.json", "retention.outboxDays");
    expect(days?.hint).toMatch(/^Days a sent mail's record is kept\./);
  });

  it("explains every field of an article's form with its schema's description", () => {
    for (const name of ["blog", "guides", "changelog"]) {
      const collection = config.collections.find((entry) => entry.name === name);
      const fields = flatten(
        (collection && "fields" in collection ? collection.fields : []) as DecapField[],
      );
      for (const [at, field] of fields)
        expect(field.hint, `${name}: ${at} (${field.label})`).toMatch(/^[A-Z].{10,}/);
    }
  });

  it("offers tags by their names and stores their slugs", () => {
    const blog = config.collections.find((collection) => collection.name === "blog");
    const fields = new Map(flatten((blog && "fields" in blog ? blog.fields : []) as DecapField[]));
    const tags = JSON.parse(readFileSync("content/articles/tags.json", "utf8")).tags as {
      slug: string;
      label: string;
    }[];
    expect(fields.get("tags")?.options).toEqual(
      tags.map((tag) => ({ label: tag.label, value: tag.slug })),
    );
  });

  it("lists articles newest first, and opens each page on the public site from View live", () => {
    const blog = config.collections.find((collection) => collection.name === "blog");
    expect(blog && "sortable_fields" in blog ? blog.sortable_fields : undefined).toEqual([
      { field: "date", default_sort: "desc" },
      "title",
    ]);
    expect(blog && "preview_path" in blog ? blog.preview_path : undefined).toBe(
      "resources/blog/{{slug}}",
    );
    const site = JSON.parse(readFileSync("content/site.json", "utf8"));
    expect(config.site_url).toBe(site.origin);
    expect(allFileForms.find((form) => form.file === "content/pricing/plans.json")).toMatchObject({
      preview_path: "pricing",
    });
  });
});

describe("the editor's forms for each language's words", () => {
  const registered = new Set(contentFiles.map((file) => file.path));
  /** The paths of a words file's strings, lists' items as "[]": what its form must hold. */
  const wordPaths = (words: unknown, at = ""): string[] => {
    if (typeof words === "string") return [at];
    if (Array.isArray(words))
      return [...new Set(words.flatMap((item) => wordPaths(item, `${at}[]`)))];
    if (words && typeof words === "object")
      return Object.entries(words).flatMap(([key, value]) =>
        wordPaths(value, at ? `${at}.${key}` : key),
      );
    return [];
  };
  const leaves = (fields: DecapField[], at = ""): string[] =>
    fields.flatMap((field) => {
      const name = at ? `${at}.${field.name}` : field.name;
      if (field.fields) return leaves(field.fields, field.widget === "list" ? `${name}[]` : name);
      if (field.field)
        return leaves([{ ...field.field, name: "" }], `${name}[]`).map((leaf) =>
          leaf.replace(/\.$/, ""),
        );
      return [name];
    });

  it("lists, for German, Japanese and Hebrew, the words file of every file with words", () => {
    for (const [locale, label] of [
      ["de", "German (Deutsch)"],
      ["ja", "Japanese (日本語)"],
      ["he", "Hebrew (עברית)"],
    ] as const) {
      const collection = config.collections.find((entry) => entry.name === `words-${locale}`);
      expect(collection?.label).toBe(label);
      const files = collection && "files" in collection ? collection.files : [];
      expect(files.map((form) => form.file).sort()).toEqual(
        translatableFiles(".")
          .filter((file) => registered.has(file))
          .map((file) => translationPath(file, locale))
          .sort(),
      );
    }
  });

  it("holds only the words of each file: no link, id, icon or figure", () => {
    for (const form of allFileForms.filter((entry) =>
      entry.file.startsWith("content/translations/de/"),
    )) {
      const english = JSON.parse(readFileSync(form.file.replace("translations/de/", ""), "utf8"));
      // The "still current" box stands on a form while any of its fields is outdated (the team
      // may publish English first): a control of the form, not a word of the file.
      const words = leaves(form.fields).filter((leaf) => leaf !== STILL_CURRENT_FIELD);
      expect(words.sort(), form.file).toEqual(wordPaths(wordsOf(english)).sort());
    }
    const home = new Map(
      flatten(
        allFileForms.find((form) => form.file === "content/translations/de/pages/home.json")
          ?.fields ?? [],
      ),
    );
    expect(home.has("hero.title")).toBe(true);
    expect(home.has("hero.primary.label")).toBe(true);
    expect(home.has("hero.primary.href")).toBe(false);
  });

  it("gives a translated headline the English limit and shows the English text", () => {
    const title = fieldAt("content/translations/ja/pages/home.json", "hero.title");
    const english = JSON.parse(readFileSync("content/pages/home.json", "utf8"));
    expect(title?.hint).toContain(`English: “${english.hero.title}”.`);
    expect(title?.required).toBeUndefined();
    expect(rule(title).test("x".repeat(80))).toBe(true);
    expect(rule(title).test("x".repeat(81))).toBe(false);
  });

  it("asks a sentence naming a fact to keep its blank, at the field", () => {
    const heading = fieldAt("content/translations/he/pages/home.json", "trust.heading");
    expect(heading?.pattern?.[1]).toMatch(
      /^must keep the blanks \{\{site\.figures\.companiesTrusting\}\} as they are/,
    );
    expect(rule(heading).test("{{site.figures.companiesTrusting}} לקוחות רבים סומכים עלינו")).toBe(
      true,
    );
    expect(rule(heading).test("לקוחות רבים סומכים עלינו")).toBe(false);
  });

  it("keeps a translation's lists in step with the English: no item added, removed or moved", () => {
    const features = fieldAt("content/translations/de/pricing/plans.json", "plans.features");
    expect(features).toMatchObject({
      widget: "list",
      allow_add: false,
      allow_remove: false,
      allow_reorder: false,
    });
    expect(features?.hint).toMatch(/leave it empty/);
  });

  it("previews each words file on its page, in its language", () => {
    expect(editorEntries()).toContainEqual({
      name: "he-pages-home",
      path: "content/translations/he/pages/home.json",
      english: "content/pages/home.json",
      preview: "/",
      locale: "he",
    });
  });
});

describe("each language's translated articles", () => {
  const folders = config.collections.filter(
    (collection): collection is typeof collection & { folder: string; fields: DecapField[] } =>
      "folder" in collection && collection.folder.startsWith("content/translations/"),
  );

  it("are a folder per language and kind, each starting from a published English original", () => {
    const expected = TRANSLATED_LOCALES.flatMap((locale) =>
      translatableKinds.map((kind) => translationFolder(locale, kind)),
    );
    expect(folders.map((collection) => collection.folder)).toEqual(expected);
    for (const collection of folders) {
      const kind = translatableKinds.find((name) => collection.folder.endsWith(`/${name}`));
      const published = readKind(process.cwd(), kind as "blog" | "guides").flatMap((source) => {
        const parsed = parseArticleFile(kind as "blog" | "guides", source);
        return "frontMatter" in parsed && parsed.frontMatter && !parsed.frontMatter.draft
          ? [{ label: parsed.frontMatter.title, value: parsed.slug }]
          : [];
      });
      const [original, ...rest] = collection.fields;
      expect(original).toMatchObject({ name: TRANSLATES_FIELD, widget: "select" });
      expect(original?.options).toEqual(published);
      // The file is named after the original; its words are the translation's front matter.
      expect(collection).toMatchObject({ slug: `{{fields.${TRANSLATES_FIELD}}}`, create: true });
      expect(rest.map((field) => field.name)).toEqual([
        ...Object.keys(articleTranslationFrontMatterSchema.shape),
        "body",
      ]);
      // Named as a person says it: "Guides in German", not the folder.
      expect(collection.label).toMatch(/ in [A-Z][a-z]+$/);
    }
  });
});
