import { describe, expect, it } from "vitest";
import { pageMetaSchema } from "../../app/content/page-pieces.ts";
import { contentFiles } from "../../app/content/registry.ts";
import { editorConfig } from "./editor-config.ts";
import type { DecapField } from "./editor-fields.ts";
import { jsonSchemaOf } from "./editor-fields.ts";
import { wordFieldsOf } from "./editor-translations.ts";
import { translated, translationProblems } from "./translations.mjs";

// Every page's "Search and social" group (pageMetaSchema): its title, description and
// social picture, in the schemas, in the editor's forms and in each language's form.

/**
 * Each page's group, by its file and where it stands: a file of one page opens with it
 * ("meta"); a file of several pages (the contact form's two outcomes) has one in each
 * ("thanks.meta").
 */
const pageGroups = contentFiles.flatMap((file) => {
  const properties = jsonSchemaOf(file.schema).properties ?? {};
  if (properties.meta) return [{ file: file.path, at: ["meta"], schema: properties.meta }];
  return Object.entries(properties).flatMap(([name, part]) =>
    part.properties?.meta
      ? [{ file: file.path, at: [name, "meta"], schema: part.properties.meta }]
      : [],
  );
});
const shared = jsonSchemaOf(pageMetaSchema);

const forms = editorConfig(["/"]).collections.flatMap((collection) =>
  "files" in collection ? collection.files : [],
);
const metaGroupOf = (file: string, at = ["meta"]) => {
  let fields = forms.find((form) => form.file === file)?.fields;
  let found: DecapField | undefined;
  for (const name of at) {
    found = fields?.find((field) => field.name === name);
    fields = found?.fields;
  }
  return found;
};
const child = (group: DecapField | undefined, name: string) =>
  group?.fields?.find((field) => field.name === name);
const rule = (field: DecapField | undefined) => new RegExp(field?.pattern?.[0] ?? "(?!)");

describe("the pages' Search and social fields", () => {
  it("are one shared schema on every page's file", () => {
    expect(pageGroups.length).toBeGreaterThan(1);
    for (const { file: path, schema: meta } of pageGroups) {
      const file = { path };
      const own = meta?.properties ?? {};
      // A page whose title is a field of its own (the home page's is the site's name) has
      // the group without it; the not-found page keeps a description of its own, required,
      // as it is not in search results.
      expect(own.image, file.path).toEqual(shared.properties?.image);
      if (own.title) expect(own.title, file.path).toEqual(shared.properties?.title);
      if (!meta?.required?.includes("description"))
        expect(own.description, file.path).toEqual(shared.properties?.description);
      expect(Object.keys(own).sort(), file.path).toEqual(
        Object.keys(shared.properties ?? {})
          .filter((key) => key !== "title" || own.title)
          .sort(),
      );
    }
  });

  it("are on the legal pages, the changelog and both outcomes of the contact form", () => {
    const where = pageGroups.map((page) => `${page.file}: ${page.at.join(".")}`);
    expect(where).toEqual(
      expect.arrayContaining([
        "content/legal/terms.json: meta",
        "content/legal/privacy.json: meta",
        "content/legal/cookies.json: meta",
        "content/pages/changelog.json: meta",
        "content/pages/contact-outcomes.json: thanks.meta",
        "content/pages/contact-outcomes.json: notSent.meta",
      ]),
    );
  });

  it("refuses a social picture without alt text, or one that is not an upload", () => {
    const title = "Pricing";
    const problems = (image: unknown) =>
      pageMetaSchema.safeParse({ title, image }).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ src: "/social-card.png" }).join()).toMatch(/uploaded to \/media\//);
    expect(problems({ src: "/social-card.png", alt: " " }).join()).toMatch(/alt|required/);
    expect(pageMetaSchema.safeParse({ title }).success).toBe(true);
  });

  it("are on every page's form with their limits: title 48, description 50 to 160", () => {
    // A page whose title is a field of its own: the group holds its description and picture.
    expect(pageGroups.some((page) => !child(metaGroupOf(page.file, page.at), "title"))).toBe(true);
    for (const page of pageGroups) {
      const file = { path: `${page.file}: ${page.at.join(".")}` };
      const group = metaGroupOf(page.file, page.at);
      expect(group?.label, file.path).toBe("Search and social");
      const title = child(group, "title");
      if (title) {
        expect(title.label).toBe("Title for search results and the browser tab");
        expect(rule(title).test("x".repeat(48))).toBe(true);
        expect(rule(title).test("x".repeat(49))).toBe(false);
      }

      const description = child(group, "description");
      expect(description?.label).toMatch(/^Description for search results/);
      expect(rule(description).test("x".repeat(161))).toBe(false);
      if (description?.required === false) {
        expect(description.hint).toMatch(/falls back to the page's lead/i);
        expect(rule(description).test("x".repeat(50))).toBe(true);
        expect(rule(description).test("x".repeat(160))).toBe(true);
        expect(rule(description).test("x".repeat(49))).toBe(false);
      }

      const image = child(group, "image");
      expect(image?.required).toBe(false);
      expect(image?.hint).toMatch(/site's card/);
      expect(child(image, "src")?.widget).toBe("image");
      expect(child(image, "alt")?.label).toBe("Social image alt text");
    }
  });
});

describe("the Search and social fields in another language", () => {
  const file = pageGroups.find(
    ({ at, schema: meta }) =>
      at.length === 1 && meta.properties?.title && !meta.required?.includes("description"),
  );
  const englishForm = forms.find((form) => form.file === file?.file);
  const english = {
    meta: {
      title: "A page",
      description: "What the page is for, written for search results rather than for the page.",
      image: { src: "/media/uploads/card.png", alt: "The page's picture" },
    },
  };
  const words = {
    meta: {
      title: english.meta.title,
      description: english.meta.description,
      image: { alt: english.meta.image.alt },
    },
  };

  it("shows the title, description and alt text as words, the picture not", () => {
    const group = wordFieldsOf(englishForm?.fields ?? [], words, english).find(
      (field) => field.name === "meta",
    );
    expect(group?.fields?.map((field) => field.name)).toEqual(["title", "description", "image"]);
    expect(child(group, "title")?.required).not.toBe(false);
    const description = child(group, "description");
    expect(description?.required).toBe(false);
    expect(description?.hint).toMatch(/own lead/);
    expect(child(group, "image")?.fields?.map((field) => field.name)).toEqual(["alt"]);
  });

  it("renders a language's page with its own description, or none rather than the English", () => {
    const german = {
      title: "Eine Seite",
      description: "Wofür die Seite da ist, für Suchergebnisse.",
      image: { alt: "Das Bild der Seite" },
    };
    expect(translated(english, { meta: german }).meta).toEqual({
      ...german,
      image: { src: english.meta.image.src, alt: german.image.alt },
    });
    expect(translated(english, { meta: { title: "Eine Seite" } }).meta).toEqual({
      title: "Eine Seite",
    });
    expect(translated(english, { meta: { title: "Eine Seite", description: "" } }).meta).toEqual({
      title: "Eine Seite",
    });
    // The English file itself keeps its fields.
    expect(english.meta.description).toMatch(/search results/);
    expect(english.meta.image.alt).toBe("The page's picture");
  });

  it("asks no translation of a description or picture, and still asks for the title", () => {
    const problems = translationProblems({
      file: "de/pages/x.json",
      locale: "de",
      english,
      translation: { meta: {} },
    });
    expect(problems).toEqual(["de/pages/x.json: meta.title: has no de translation"]);
    const emptied = translationProblems({
      file: "de/pages/x.json",
      locale: "de",
      english,
      translation: { meta: { title: "Eine Seite", description: "", image: { alt: "" } } },
    });
    expect(emptied).toEqual([]);
  });
});
