// @vitest-environment node
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleTags } from "../../app/content/article-tags.ts";
import { authorNames, authorRole } from "../../app/content/authors.ts";
import { ArticleError, buildCollection, type SourceFile } from "./collection.ts";

const frontMatter = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n`;

const validFields = {
  title: "Reminders that arrive before the deadline",
  description:
    "Why a reminder two days ahead beats one on the day, and how to set it up on a board.",
  date: "2026-11-02",
  // An author and a tag the editors keep in content/articles (authors.json, tags.json).
  author: [...authorNames][0] ?? "",
  tags: `[${articleTags[0]?.slug}]`,
};

const body = `Intro paragraph with a [link](/features/workflow-automation).

## Set the trigger

Choose the due date column.

### Add the condition

Only when the status is not Done.

\`\`\`ts
const rule = { when: "dueDate", daysBefore: 2 }; // two days ahead
\`\`\`
`;

const post = (fields: Record<string, string>, text = body, name = "reminders.md"): SourceFile => ({
  file: `content/articles/blog/${name}`,
  source: frontMatter(fields) + text,
});

const build = (blog: SourceFile[], changelog: SourceFile[] = []) =>
  buildCollection({ blog, guides: [], changelog });

async function problemsOf(blog: SourceFile[]): Promise<string[]> {
  try {
    await build(blog);
  } catch (error) {
    if (error instanceof ArticleError) return error.problems;
    throw error;
  }
  return [];
}

describe("article front matter", () => {
  it("a valid file builds, with its address, reading time and author's role derived", async () => {
    const { blog } = await build([post(validFields)]);
    expect(blog).toHaveLength(1);
    expect(blog[0]).toMatchObject({
      slug: "reminders",
      path: "/resources/blog/reminders",
      socialImage: "/og/blog/reminders.png",
      authorRole: authorRole(validFields.author),
      readingMinutes: 1,
      cover: "indigo",
    });
  });

  it("a bad field fails the build naming the file and the field", async () => {
    const problems = await problemsOf([post({ ...validFields, date: "17/11/2026" })]);
    expect(problems).toEqual([
      expect.stringMatching(/^content\/articles\/blog\/reminders\.md: field "date": /),
    ]);
  });

  it("a missing field, an unknown author or tag and an unknown field each fail", async () => {
    const { title: _title, ...withoutTitle } = validFields;
    const problems = await problemsOf([
      post(withoutTitle, body, "no-title.md"),
      post({ ...validFields, author: "Nobody Known" }, body, "author.md"),
      post({ ...validFields, tags: "[automation, gardening]" }, body, "tag.md"),
      post({ ...validFields, auther: validFields.author }, body, "typo.md"),
    ]);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/no-title\.md: field "title"/);
    expect(problems[1]).toMatch(/author\.md: field "author": is not an author/);
    expect(problems[2]).toMatch(/tag\.md: field "tags\.1": is not a tag/);
    expect(problems[3]).toMatch(/typo\.md: field "\(front matter\)": .*auther/);
  });

  it("a file without front matter, or with a bad name, fails", async () => {
    const problems = await problemsOf([
      { file: "content/articles/blog/plain.md", source: body },
      post(validFields, body, "Bad_Name.md"),
    ]);
    expect(problems).toEqual([
      expect.stringContaining("plain.md: no front matter"),
      expect.stringContaining("Bad_Name.md: the file name must be"),
    ]);
  });
});

describe("article bodies", () => {
  it("headings get ids and anchor links, and fill the table of contents", async () => {
    const [article] = (await build([post(validFields)])).blog;
    expect(article?.toc).toEqual([
      { id: "set-the-trigger", text: "Set the trigger", level: 2 },
      { id: "add-the-condition", text: "Add the condition", level: 3 },
    ]);
    expect(article?.html).toContain(
      '<h2 id="set-the-trigger"><a class="heading-anchor" href="#set-the-trigger">Set the trigger</a></h2>',
    );
  });

  it("code is highlighted at build into classes, with no style attribute", async () => {
    const [article] = (await build([post(validFields)])).blog;
    const html = article?.html ?? "";
    expect(html).toContain('<pre class="code-block" tabindex="0" data-language="ts"><code>');
    expect(html).toContain('<span class="tok-keyword">const</span>');
    expect(html).toContain('<span class="tok-comment">// two days ahead</span>');
    expect(html).not.toMatch(/style=/);
  });

  it("changelog entries shift headings down a level and prefix their ids", async () => {
    const entry = { ...post(validFields), file: "content/articles/changelog/reminders.md" };
    const { changelog } = await build([], [entry]);
    expect(changelog[0]?.path).toBe("/changelog#reminders");
    expect(changelog[0]?.html).toContain('<h3 id="reminders-set-the-trigger">');
    expect(changelog[0]?.html).toContain('<h4 id="reminders-add-the-condition">');
  });

  it("a second page title, raw HTML, an image or an unknown code language fail", async () => {
    const problems = await problemsOf([
      post(validFields, "# Another title\n\nText.", "title.md"),
      post(validFields, 'Text <span style="color:red">red</span>.', "html.md"),
      post(validFields, "![A board](/board.png)", "image.md"),
      post(validFields, "```cobol\nDISPLAY 'HI'.\n```", "cobol.md"),
    ]);
    expect(problems).toEqual([
      expect.stringContaining(
        'title.md: "# Another title": the page title comes from the front matter',
      ),
      expect.stringContaining("html.md: raw HTML is not allowed"),
      expect.stringContaining("image.md: images are not supported"),
      expect.stringContaining('cobol.md: code block language "cobol" is not one of'),
    ]);
  });

  it("reading time counts prose words at 220 a minute, code left out", async () => {
    const prose = Array.from({ length: 500 }, (_, i) => `word${i}`).join(" ");
    const code = `\n\n\`\`\`json\n${JSON.stringify(Array.from({ length: 400 }, (_, i) => i))}\n\`\`\`\n`;
    const [article] = (await build([post(validFields, prose + code)])).blog;
    expect(article?.words).toBe(500);
    expect(article?.readingMinutes).toBe(3);
  });
});

describe("drafts and pictures", () => {
  const picture = "/media/uploads/collection-test-picture.png";
  beforeAll(() => {
    mkdirSync("public/media/uploads", { recursive: true });
    copyFileSync("public/logo.png", `public${picture}`);
  });
  afterAll(() => rmSync(`public${picture}`, { force: true }));

  it("a draft is checked but never built", async () => {
    const { blog } = await build([post({ ...validFields, draft: "true" })]);
    expect(blog).toEqual([]);
    expect(await problemsOf([post({ ...validFields, draft: "true", date: "2026-13-01" })])).toEqual(
      ['content/articles/blog/reminders.md: field "date": Invalid ISO date'],
    );
  });

  it("a picture carries its size, and one without alt text or file fails", async () => {
    const { blog } = await build([
      post({ ...validFields, image: `{ src: "${picture}", alt: "Our logo on the board" }` }),
    ]);
    expect(blog[0]?.image).toEqual({
      src: picture,
      alt: "Our logo on the board",
      width: expect.any(Number),
      height: expect.any(Number),
    });
    expect(await problemsOf([post({ ...validFields, image: `{ src: "${picture}" }` })])).toEqual([
      'content/articles/blog/reminders.md: field "image.alt": is required: describe the picture for a visitor who cannot see it',
    ]);
    expect(
      await problemsOf([post({ ...validFields, image: '{ src: "/media/none.png", alt: "x" }' })]),
    ).toEqual([
      'content/articles/blog/reminders.md: field "image.src": names no file under public/media/',
    ]);
  });
});

describe("translated articles (docs/decisions/048)", () => {
  const translation = (fields: Record<string, string>, text: string, name = "reminders.md") => ({
    file: `content/translations/de/articles/blog/${name}`,
    source: frontMatter(fields) + text,
  });
  const germanFields = {
    title: "Erinnerungen, die vor der Frist kommen",
    description:
      "Warum eine Erinnerung zwei Tage vorher mehr hilft als eine am selben Tag, und wie Sie sie auf einem Board einrichten.",
  };
  const germanBody =
    "Ein Absatz mit einem [Link](/features/workflow-automation).\n\n## Auslöser wählen\n\nText.\n";

  it("put the translation's words over the English article's facts, at the prefixed path", async () => {
    const { blog, translated } = await buildCollection({
      blog: [post(validFields)],
      guides: [],
      changelog: [],
      translations: { de: { blog: [translation(germanFields, germanBody)] } },
    });
    expect(blog[0]).toMatchObject({ lang: "en", translations: ["de"] });
    const german = translated.de?.blog[0];
    expect(german).toMatchObject({
      ...germanFields,
      lang: "de",
      slug: "reminders",
      path: "/de/resources/blog/reminders",
      date: validFields.date,
      author: validFields.author,
      translations: ["de"],
    });
    expect(german?.toc.map((entry) => entry.text)).toEqual(["Auslöser wählen"]);
    // A link to a page of the site leads to that page in the translation's language.
    expect(german?.html).toContain('href="/de/features/workflow-automation"');
  });

  it("a translation of no article, or with a field the English owns, fails naming the file", async () => {
    const problems = async (file: SourceFile) => {
      try {
        await buildCollection({
          blog: [post(validFields)],
          guides: [],
          changelog: [],
          translations: { de: { blog: [file] } },
        });
      } catch (error) {
        if (error instanceof ArticleError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(await problems(translation(germanFields, germanBody, "nothing-here.md"))).toEqual([
      "content/translations/de/articles/blog/nothing-here.md: translates no published article (no nothing-here.md in its kind)",
    ]);
    expect(
      await problems(translation({ ...germanFields, date: "2026-11-03" }, germanBody)),
    ).toEqual([
      expect.stringMatching(/^content\/translations\/de\/articles\/blog\/reminders\.md: .*date/),
    ]);
  });

  it("an article without a translation has none listed", async () => {
    const { blog, translated } = await buildCollection({
      blog: [post(validFields)],
      guides: [],
      changelog: [],
    });
    expect(blog[0]?.translations).toEqual([]);
    expect(translated).toEqual({});
  });
});
