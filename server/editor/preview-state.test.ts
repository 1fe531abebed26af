import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type ContentFile, contentFiles } from "../../app/content/registry.ts";
import { writtenIn } from "../../pipeline/content/validate.ts";
import { createPreviewState } from "./preview-state.ts";

// What a drawing of the editor's preview reads: the files as they are, the form's values in
// place of the edited one, and the facts filled from those values.
const preview = createPreviewState(process.cwd());
const read = (file: string) => JSON.parse(readFileSync(file, "utf8"));

/** A file naming one of site.json's figures, and the figure's name. */
function figureNamed() {
  for (const file of contentFiles as readonly ContentFile[]) {
    const name = /\{\{\s*site\.figures\.([a-zA-Z0-9_]+)\s*\}\}/.exec(
      readFileSync(file.path, "utf8"),
    )?.[1];
    if (name) return { file: file.path, name };
  }
  throw new Error("no content file names a figure of content/site.json");
}

describe("the preview's files", () => {
  it("fill a figure typed in site.json's form into every sentence naming it", () => {
    const { file, name } = figureNamed();
    const site = read("content/site.json");
    site.figures[name] = 4321;
    const state = preview.previewState({ locale: "en", file: "content/site.json", data: site });
    expect(JSON.stringify(state.files[file]?.data)).toContain(String(writtenIn(4321, "en")));
  });

  it("are the saved files, filled, when nothing is typed", () => {
    const state = preview.previewState({ locale: "en", page: "/" });
    expect(Object.keys(state.files).sort()).toEqual(
      (contentFiles as readonly ContentFile[]).map((file) => file.path).sort(),
    );
    expect(JSON.stringify(state.files["content/pages/home.json"]?.data)).not.toContain("{{");
    expect(state.page).toBe("/");
  });

  it("draw an article on its own page, its form's values in place of the saved ones", async () => {
    const kind = "blog";
    const request = {
      locale: "en",
      file: `content/articles/${kind}`,
      page: "/resources/blog",
      data: {
        title: "A post typed in the editor, not yet saved",
        description:
          "A description long enough for the build's rule, typed into the editor's form.",
        date: "2026-12-01",
        author: read("content/articles/authors.json").authors[0].name,
        tags: [read("content/articles/tags.json").tags[0].slug],
        body: "The first paragraph of the post.",
      },
    };
    expect(preview.previewState(request).page).toBe(
      "/resources/blog/a-post-typed-in-the-editor-not-yet-saved",
    );
    const { articles, bodies, problems } = await preview.previewArticles(request);
    if (problems.length) throw new Error(problems.join("\n"));
    expect(articles.blogList.map((post) => post.title)).toContain(request.data.title);
    expect(Object.values(bodies).join("")).toContain("The first paragraph of the post.");
  }, 60_000);
});

describe("the preview's words of the form", () => {
  it("are the form's words as they will read, each with its label, in the form's language", () => {
    const outcomes = read("content/pages/contact-outcomes.json");
    outcomes.notSent.title = "Typed into the form, not yet saved";
    const english = preview.previewState({
      locale: "en",
      file: "content/pages/contact-outcomes.json",
      data: outcomes,
    }).formWords;
    expect(english).toContainEqual({
      label: expect.stringMatching(/^Not sent › /),
      text: "Typed into the form, not yet saved",
    });
    expect(english.map((word) => word.text).join()).not.toContain("{{");
    const german = read("content/translations/de/pages/contact-outcomes.json");
    const words = preview.previewState({
      locale: "de",
      file: "content/translations/de/pages/contact-outcomes.json",
      english: "content/pages/contact-outcomes.json",
      words: german,
    }).formWords;
    expect(words.map((word) => word.text)).toContain(german.notSent.title);
    // The spell check's word lists are no page's words.
    const list = read("content/spelling/en.json");
    expect(
      preview.previewState({ locale: "en", file: "content/spelling/en.json", data: list })
        .formWords,
    ).toEqual([]);
  });
});

describe("the preview's articles, from the authors' and the tags' forms", () => {
  it("show the name, role and label typed in place of the saved ones", async () => {
    const authors = read("content/articles/authors.json");
    const saved = authors.authors[0];
    authors.authors[0] = { ...saved, name: "Typed Name", role: "Typed role" };
    const byAuthor = await preview.previewArticles({
      locale: "en",
      file: "content/articles/authors.json",
      page: "/resources/blog",
      data: authors,
    });
    const written = JSON.stringify(byAuthor.articles);
    expect(written).toContain('"author":"Typed Name"');
    expect(written).toContain('"authorRole":"Typed role"');
    expect(written).not.toContain(`"author":${JSON.stringify(saved.name)}`);

    const tags = read("content/articles/tags.json");
    const tag = tags.tags[0];
    tags.tags[0] = { ...tag, label: "Typed label", description: "Typed description" };
    const byTag = await preview.previewArticles({
      locale: "en",
      file: "content/articles/tags.json",
      page: "/resources/blog",
      data: tags,
    });
    const tagged = JSON.stringify(byTag.articles);
    expect(tagged).toContain('"label":"Typed label"');
    expect(tagged).not.toContain(`"label":${JSON.stringify(tag.label)}`);
    // The saved articles, built once, are not changed by a drawing.
    const plain = JSON.stringify((await preview.previewArticles({ locale: "en" })).articles);
    expect(plain).toContain(`"author":${JSON.stringify(saved.name)}`);
  }, 60_000);
});
