import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentFiles } from "../../app/content/registry.ts";
import { editorConfig, editorEntries } from "./editor-config.ts";
import { type DecapField, fieldsOf, jsonSchemaOf, UnsupportedField } from "./editor-fields.ts";

const config = editorConfig(["/", "/pricing", "/about"]);
const fileForms = config.collections.flatMap((collection) =>
  "files" in collection ? collection.files : [],
);
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
  new Map(flatten(fileForms.find((form) => form.file === file)?.fields ?? [])).get(name);
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

  it("offers articles' authors and tags as choices, and dates in ISO form", () => {
    const blog = config.collections.find((collection) => collection.name === "blog");
    const fields = new Map(flatten((blog && "fields" in blog ? blog.fields : []) as DecapField[]));
    expect(fields.get("author")?.widget).toBe("select");
    expect(fields.get("tags")).toMatchObject({ widget: "select", multiple: true, min: 1, max: 4 });
    expect(fields.get("date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" });
    expect(fields.get("body")?.widget).toBe("markdown");
  });
});
