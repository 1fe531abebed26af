import { describe, expect, it } from "vitest";
import { editorConfig } from "./editor-config.ts";
import type { DecapField } from "./editor-fields.ts";
import { labelProblem, labelProblems } from "./editor-labels.ts";

// Every label of the generated editor, English and each language's forms alike, as a person
// who edits the site would write it.
const config = editorConfig(["/", "/pricing", "/about"]);

const field = (name: string, label: string, more: Partial<DecapField> = {}): DecapField => ({
  name,
  label,
  widget: "string",
  ...more,
});

describe("the editor's labels", () => {
  it("name every collection, file, field and list item as a person would", () => {
    expect(labelProblems(config.collections)).toEqual([]);
  });

  it("cover the language forms too", () => {
    const languages = config.collections.filter((collection) =>
      collection.name.startsWith("words-"),
    );
    expect(languages.length).toBeGreaterThan(0);
    for (const collection of languages)
      expect("files" in collection && collection.files.length, collection.name).toBeGreaterThan(0);
  });

  it("refuse a code word, camelCase, a bare abbreviation and twin labels, naming form and field", () => {
    const planted = [
      {
        name: "pages",
        label: "Pages",
        files: [
          {
            name: "pages-home",
            label: "Home page",
            fields: [
              field("hero", "Hero", {
                widget: "object",
                fields: [
                  field("primaryCta", "Primary cta"),
                  field("eyebrow", "Eyebrow"),
                  field("imageSrc", "imageSrc"),
                  field("lead", "Lead"),
                ],
              }),
              field("logos", "Logos", {
                widget: "list",
                label_singular: "Items",
                fields: [field("href", "Link"), field("link", "Link")],
              }),
              field("metaTitle", "Meta title"),
              field("id", "ID"),
              field("url", "URL"),
            ],
          },
        ],
      },
      { name: "chrome", label: "Chrome", files: [] },
    ];
    expect(labelProblems(planted)).toEqual([
      'pages-home: hero.primaryCta label "Primary cta" has the code word "cta"',
      'pages-home: hero.eyebrow label "Eyebrow" has the code word "Eyebrow"',
      'pages-home: hero.imageSrc label "imageSrc" is camelCase',
      'pages-home: hero.lead label "Lead" is a code word',
      'pages-home: logos label_singular "Items" is a code word',
      'pages-home: logos.link has the label "Link" of its sibling logos.href',
      'pages-home: metaTitle label "Meta title" has the code word "Meta"',
      'pages-home: id label "ID" has the code word "ID"',
      'pages-home: url label "URL" has the code word "URL"',
      'chrome: label "Chrome" is a code word',
    ]);
  });

  it("let a person's words through, abbreviations people write included", () => {
    for (const label of [
      "Alt text",
      "API reference page",
      "Identifier",
      "Small line above the title",
      "Main button",
      "When JavaScript is off",
      "Sent mails' records kept for (days)",
    ])
      expect(labelProblem(label), label).toBeUndefined();
  });
});
