import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localeNamed } from "../../app/lib/locales.js";
import { CONFLICT_MESSAGE, createEditorBackend } from "./backend.ts";
import { createEditorServer } from "./editor-server.ts";
import { idOf } from "./files.ts";

const home = "content/pages/home.json";
let root: string;
let handle: ReturnType<typeof createEditorBackend>;
const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.alloc(24)]);

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "editor-backend-"));
  cpSync("content", path.join(root, "content"), { recursive: true });
  handle = createEditorBackend(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const current = () => readFileSync(path.join(root, home), "utf8");
function save(edit: (data: { hero: Record<string, unknown> }) => void, expected = idOf(current())) {
  const data = JSON.parse(current());
  edit(data);
  // Decap writes its own order and indent; the file keeps its own.
  const raw = JSON.stringify({ trust: data.trust, ...data });
  return handle({
    action: "persistEntry",
    params: { dataFiles: [{ path: home, raw }], assets: [], expected: { [home]: expected } },
  });
}

describe("the editor's backend", () => {
  it("writes a change keeping the file's order and form, so the diff is that one line", () => {
    const before = current();
    const answer = save((data) => {
      data.hero.title = "Plan every project in one calm place";
    });
    expect(answer.status).toBe(200);
    const changed = before
      .split("\n")
      .filter((line, index) => current().split("\n")[index] !== line);
    expect(changed).toEqual([`    "title": ${JSON.stringify(JSON.parse(before).hero.title)},`]);
  });

  it("refuses a save that breaks a rule, with the file, the field and the rule, writing nothing", () => {
    const before = current();
    const answer = save((data) => {
      data.hero.title = "x".repeat(81);
      (data.hero.primary as Record<string, string>).href = "/nope";
    });
    expect(answer.status).toBe(422);
    expect((answer.json as { problems: string[] }).problems).toEqual([
      `${home}: hero.title: must be at most 80 characters: longer does not fit the layout`,
      `${home}: hero.primary.href: /nope is not a page of this site`,
    ]);
    expect(current()).toBe(before);
  });

  it("answers a refusal with each problem at its field, and a summary naming no file or path", () => {
    const answer = save((data) => {
      data.hero.title = "x".repeat(81);
    });
    expect(answer).toEqual({
      status: 422,
      json: {
        error: "Not saved. 1 field needs a change: see the message under it",
        fields: [
          {
            field: ["hero", "title"],
            message: "must be at most 80 characters: longer does not fit the layout",
          },
        ],
        problems: [
          `${home}: hero.title: must be at most 80 characters: longer does not fit the layout`,
        ],
      },
    });
  });

  it("names an emptied price at its own box, the currency's", () => {
    const plans = "content/pricing/plans.json";
    const text = readFileSync(path.join(root, plans), "utf8");
    const data = JSON.parse(text);
    const team = data.plans.findIndex((plan: { id: string }) => plan.id === "team");
    // The form sends an emptied box as an empty text.
    data.plans[team].monthlyPrice.USD = "";
    const answer = handle({
      action: "persistEntry",
      params: {
        dataFiles: [{ path: plans, raw: JSON.stringify(data) }],
        expected: { [plans]: idOf(text) },
      },
    });
    expect(answer.status).toBe(422);
    expect((answer.json as { fields: unknown }).fields).toEqual([
      {
        field: ["plans", team, "monthlyPrice", "USD"],
        message: "the team plan has no USD price: type its price in each of USD, EUR, JPY, ILS",
      },
    ]);
    const { error, fields } = answer.json as { error: string; fields: unknown };
    expect(JSON.stringify({ error, fields })).not.toMatch(/content\/|yearlyPrice|API/);
  });

  it("opens every other file while one cannot be read, and names that one's line", () => {
    const about = "content/pages/about.json";
    const good = readFileSync(path.join(root, about), "utf8");
    // A comma lost at the end of a line: JSON stops at the next line.
    const lines = good.split("\n");
    const comma = lines.findIndex((line) => line.endsWith(","));
    lines[comma] = lines[comma]?.slice(0, -1) ?? "";
    const broken = lines.join("\n");
    writeFileSync(path.join(root, about), broken);
    try {
      const opened = handle({ action: "getEntry", params: { path: about } });
      expect(opened.status).toBe(422);
      expect((opened.json as { error: string }).error).toMatch(
        new RegExp(`^content/pages/about\\.json, line ${comma + 1}, column \\d+: cannot be read: `),
      );
      expect(handle({ action: "getEntry", params: { path: home } }).status).toBe(200);
      const listed = handle({
        action: "entriesByFiles",
        params: { files: [{ path: about }, { path: home }] },
      });
      expect(listed.status).toBe(200);
      expect((listed.json as { data: string }[]).map((entry) => entry.data)).toEqual([
        "{}",
        current(),
      ]);
    } finally {
      writeFileSync(path.join(root, about), good);
    }
  });

  it("lists an article whose front matter cannot be read under a title that says so", () => {
    const folder = "content/articles/blog";
    const file = `${folder}/broken-front-matter.md`;
    writeFileSync(path.join(root, file), "---\ntitle: A\ntags: [a\n---\n\nText.\n");
    try {
      const listed = handle({ action: "entriesByFolder", params: { folder, extension: "md" } });
      const entries = listed.json as { file: { path: string }; data: string }[];
      expect(entries.find((entry) => entry.file.path === file)?.data).toBe(
        `---\ntitle: "Cannot be read: line 3 of ${file}"\n---\n`,
      );
      expect(entries.filter((entry) => entry.data.startsWith('---\ntitle: "Cannot')).length).toBe(
        1,
      );
      const opened = handle({ action: "getEntry", params: { path: file } });
      expect(opened.status).toBe(422);
      expect((opened.json as { error: string }).error).toMatch(
        /^content\/articles\/blog\/broken-front-matter\.md, line \d+/,
      );
    } finally {
      rmSync(path.join(root, file));
    }
  });

  it("refuses a post whose text links to a page the site does not have, at the text", () => {
    const file = "content/articles/blog/a-dead-link.md";
    const post = [
      "---",
      "title: A dead link",
      "description: A post whose text links to a page the site does not have, to see it refused.",
      "date: 2026-11-27",
      "author: maya-okafor",
      "tags: [project-management]",
      "---",
      "",
      "Read [our plans](/nope) first.",
      "",
    ].join("\n");
    const answer = handle({
      action: "persistEntry",
      params: { dataFiles: [{ path: file, raw: post }], expected: { [file]: null } },
    });
    expect(answer.status).toBe(422);
    expect((answer.json as { fields: unknown }).fields).toContainEqual({
      field: ["body"],
      message: "/nope is not a page of this site (the link “our plans”)",
    });
  });

  it("refuses a new article at a taken address in words that name no file", () => {
    const taken = "content/articles/blog";
    const [first] = (
      handle({ action: "entriesByFolder", params: { folder: taken, extension: "md" } }).json as {
        file: { path: string };
        data: string;
      }[]
    ).map((entry) => entry.file.path);
    const answer = handle({
      action: "persistEntry",
      params: {
        dataFiles: [{ path: first, raw: "---\ntitle: x\n---\n" }],
        expected: { [first as string]: null },
      },
    });
    expect(answer).toEqual({
      status: 409,
      json: { error: "there is already an article at this address: change its title or slug" },
    });
  });

  describe("a translated article", () => {
    // An English guide with no Japanese translation, read from the copy of content/.
    const englishGuides = () =>
      (
        handle({
          action: "entriesByFolder",
          params: { folder: "content/articles/guides", extension: "md" },
        }).json as { file: { path: string } }[]
      ).map((entry) => path.posix.basename(entry.file.path, ".md"));
    const folder = "content/translations/ja/articles/guides";
    const untranslated = () =>
      englishGuides().find((slug) => {
        try {
          readFileSync(path.join(root, folder, `${slug}.md`));
          return false;
        } catch {
          return true;
        }
      }) as string;
    const translation = (original: string, title = "ガイドの翻訳") =>
      [
        "---",
        `translates: ${original}`,
        `title: ${title}`,
        "description: 英語のガイドを日本語で読めるようにするため、編集画面から作成して保存した翻訳です。手順とリンクはそのまま、説明だけを日本語にしています。",
        "---",
        "",
        "[料金](/pricing)を確認してください。",
        "",
      ].join("\n");

    it("is written with its words only, opens naming its original, and is refused twice", () => {
      const original = untranslated();
      const file = `${folder}/${original}.md`;
      const saved = handle({
        action: "persistEntry",
        params: {
          dataFiles: [{ path: file, raw: translation(original) }],
          expected: { [file]: null },
        },
      });
      expect(saved.json).toMatchObject({ message: "entry persisted" });
      const written = readFileSync(path.join(root, file), "utf8");
      expect(written).not.toContain("translates:");
      expect(written).toContain("title: ガイドの翻訳");
      const opened = handle({ action: "getEntry", params: { path: file } }).json as {
        data: string;
      };
      expect(opened.data.startsWith(`---\ntranslates: ${original}\n`)).toBe(true);
      expect(
        handle({
          action: "persistEntry",
          params: {
            dataFiles: [{ path: file, raw: translation(original) }],
            expected: { [file]: null },
          },
        }),
      ).toEqual({
        status: 409,
        json: {
          error:
            "this article is translated into this language already: open its translation from the list",
        },
      });
    });

    it("of no English article, or naming another original than its file, is refused", () => {
      const none = `${folder}/no-such-guide.md`;
      const answer = handle({
        action: "persistEntry",
        params: {
          dataFiles: [{ path: none, raw: translation("no-such-guide") }],
          expected: { [none]: null },
        },
      });
      expect(answer.status).toBe(422);
      expect((answer.json as { problems: string[] }).problems).toEqual([
        `${none}: translates no published article (no no-such-guide.md in its kind)`,
      ]);
      const open = untranslated();
      const other = englishGuides().find((slug) => slug !== open) as string;
      const file = `${folder}/${open}.md`;
      const mismatch = handle({
        action: "persistEntry",
        params: {
          dataFiles: [{ path: file, raw: translation(other) }],
          expected: { [file]: null },
        },
      });
      expect((mismatch.json as { problems: string[] }).problems).toEqual([
        `${file}: field "translates": this file translates ${open}, not ${other}: create a new translation for another article`,
      ]);
    });
  });

  it("refuses a save over a change made elsewhere since the tab loaded the file", () => {
    const stale = idOf(current());
    expect(
      save((data) => {
        data.hero.eyebrow = "First tab";
      }, stale).status,
    ).toBe(200);
    const second = save((data) => {
      data.hero.eyebrow = "Second tab";
    }, stale);
    expect(second).toEqual({ status: 409, json: { error: CONFLICT_MESSAGE } });
    expect(JSON.parse(current()).hero.eyebrow).toBe("First tab");
  });

  const germanHome = "content/translations/de/pages/home.json";
  const german = () => readFileSync(path.join(root, germanHome), "utf8");
  function saveGerman(
    edit: (words: { hero: Record<string, string>; trust: Record<string, string> }) => void,
  ) {
    const words = JSON.parse(german());
    edit(words);
    // Decap sends the fields in its own order; the file keeps its own.
    const raw = JSON.stringify({ trust: words.trust, ...words });
    return handle({
      action: "persistEntry",
      params: {
        dataFiles: [{ path: germanHome, raw }],
        expected: { [germanHome]: idOf(german()) },
      },
    });
  }

  it("writes a German headline into the German words, the diff that one line", () => {
    const before = german();
    expect(
      saveGerman((words) => {
        words.hero.title = "Jedes Projekt an einem ruhigen Ort planen";
      }).status,
    ).toBe(200);
    const after = german().split("\n");
    expect(before.split("\n").filter((line, index) => after[index] !== line)).toEqual([
      `    "title": ${JSON.stringify(JSON.parse(before).hero.title)},`,
    ]);
    expect(after[3]).toBe(`    "title": "Jedes Projekt an einem ruhigen Ort planen",`);
  });

  it("refuses German words that lose a blank or outgrow the headline, naming field and rule", () => {
    const before = german();
    const answer = saveGerman((words) => {
      words.hero.title = "Planen ".repeat(12);
      words.trust.heading = "Viele Firmen arbeiten mit uns";
      words.hero.href = "/preise";
    });
    expect(answer.status).toBe(422);
    expect((answer.json as { problems: string[] }).problems).toEqual([
      `${germanHome}: hero.href: is not words of the English file (links, ids and figures come from it)`,
      `${germanHome}: trust.heading: must keep the blanks {{site.figures.companiesTrusting}} as they are`,
      `${germanHome}: hero.title: must be at most 80 characters: longer does not fit the layout`,
    ]);
    expect(german()).toBe(before);
  });

  it("writes null, not an empty text, where the English list has nothing to translate", () => {
    const plans = "content/translations/de/pricing/plans.json";
    const before = readFileSync(path.join(root, plans), "utf8");
    const words = JSON.parse(before);
    // The form shows an item with nothing to translate as an empty box, and sends it so.
    words.plans[0].features = words.plans[0].features.map((item: string | null) => item ?? "");
    words.plans[0].summary = "Für Einzelne und kleine Teams.";
    const answer = handle({
      action: "persistEntry",
      params: {
        dataFiles: [{ path: plans, raw: JSON.stringify(words) }],
        expected: { [plans]: idOf(before) },
      },
    });
    expect(answer.status).toBe(200);
    const after = readFileSync(path.join(root, plans), "utf8").split("\n");
    expect(before.split("\n").filter((line, index) => after[index] !== line)).toEqual([
      `      "summary": ${JSON.stringify(JSON.parse(before).plans[0].summary)},`,
    ]);
  });

  it("refuses words for a language the site does not have", () => {
    const answer = handle({
      action: "persistEntry",
      params: {
        dataFiles: [{ path: "content/translations/fr/pages/home.json", raw: "{}" }],
        expected: { "content/translations/fr/pages/home.json": null },
      },
    });
    expect(answer.status).toBe(403);
    expect((answer.json as { error: string }).error).toMatch(/not the words of a content file/);
  });

  it("stores markup typed into a field as text", () => {
    const markup = '<img src=x onerror="alert(1)">';
    expect(
      save((data) => {
        data.hero.eyebrow = markup;
      }).status,
    ).toBe(200);
    expect(JSON.parse(current()).hero.eyebrow).toBe(markup);
  });

  it("keeps an uploaded image only when its bytes are an image of its kind", () => {
    const upload = (name: string, bytes: Buffer) =>
      handle({
        action: "persistMedia",
        params: {
          asset: {
            path: `public/media/uploads/${name}`,
            content: bytes.toString("base64"),
            encoding: "base64",
          },
        },
      });
    expect(upload("cover.png", png).status).toBe(200);
    expect(upload("cover.jpg", png).status).toBe(415);
    expect(upload("page.html", Buffer.from("<script>")).status).toBe(415);
    expect(upload("big.png", Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)])).status).toBe(413);
  });

  const hostile: [string, unknown, number][] = [
    [
      "a path climbing out",
      { action: "getEntry", params: { path: "content/../package.json" } },
      400,
    ],
    ["an absolute path", { action: "getEntry", params: { path: "/etc/passwd" } }, 400],
    ["a path outside content/", { action: "getEntry", params: { path: "package.json" } }, 403],
    ["a backslash", { action: "getEntry", params: { path: "content\\..\\x" } }, 400],
    ["a NUL byte", { action: "getEntry", params: { path: "content/x\u0000.json" } }, 400],
    ["a path that is a number", { action: "getEntry", params: { path: 7 } }, 400],
    [
      "a list of files that is not a list",
      { action: "entriesByFiles", params: { files: "x" } },
      400,
    ],
    ["an unknown action", { action: "runShell", params: {} }, 422],
    ["a prototype key as action", { action: "__proto__", params: {} }, 422],
    ["no params", { action: "getEntry" }, 400],
    ["a body that is a list", [1, 2], 400],
    [
      "a save naming no version",
      { action: "persistEntry", params: { dataFiles: [{ path: home, raw: "{}" }] } },
      400,
    ],
    [
      "a save of a file the editor does not know",
      {
        action: "persistEntry",
        params: {
          dataFiles: [{ path: "content/x.json", raw: "{}" }],
          expected: { "content/x.json": null },
        },
      },
      403,
    ],
    [
      "a save that is not JSON",
      {
        action: "persistEntry",
        params: { dataFiles: [{ path: home, raw: "{ hero: " }], expected: { [home]: "stale" } },
      },
      409,
    ],
    ["a deletion of a page's file", { action: "deleteFile", params: { path: home } }, 403],
    [
      "words for a file that has none",
      {
        action: "persistEntry",
        params: {
          dataFiles: [{ path: "content/translations/de/x.json", raw: "{}" }],
          expected: { "content/translations/de/x.json": null },
        },
      },
      403,
    ],
    [
      "words that are not JSON",
      {
        action: "persistEntry",
        params: {
          dataFiles: [{ path: "content/translations/ja/pages/home.json", raw: "{ hero: " }],
          expected: {
            "content/translations/ja/pages/home.json": idOf(
              readFileSync("content/translations/ja/pages/home.json"),
            ),
          },
        },
      },
      422,
    ],
    [
      "words climbing out of their language",
      {
        action: "getEntry",
        params: { path: "content/translations/../../package.json" },
      },
      400,
    ],
    [
      "an upload into content/",
      {
        action: "persistMedia",
        params: {
          asset: { path: "content/x.png", content: png.toString("base64"), encoding: "base64" },
        },
      },
      403,
    ],
  ];
  it.each(hostile)("answers %s with a clear refusal", (_name, body, status) => {
    const answer = handle(body);
    expect(answer.status).toBe(status);
    expect((answer.json as { error: string }).error).toMatch(/\w/);
  });

  it("does not follow a link out of content/", () => {
    mkdirSync(path.join(root, "outside"), { recursive: true });
    writeFileSync(path.join(root, "outside/secret.json"), "{}");
    symlinkSync(path.join(root, "outside"), path.join(root, "content/linked"));
    expect(
      handle({ action: "getEntry", params: { path: "content/linked/secret.json" } }).status,
    ).toBe(403);
  });
});

describe("the editor's server", () => {
  it("takes changes only from its own page, on its own address, under a size limit", async () => {
    const app = createEditorServer({ root, previewDir: root, port: 4701 });
    const post = (headers: Record<string, string>, payload: string) =>
      app.inject({
        method: "POST",
        url: "/api/v1",
        headers: { "content-type": "application/json", host: "127.0.0.1:4701", ...headers },
        payload,
      });
    const info = JSON.stringify({ action: "info", params: {} });
    expect((await post({ origin: "http://127.0.0.1:4701" }, info)).statusCode).toBe(200);
    expect((await post({ origin: "http://evil.example" }, info)).statusCode).toBe(403);
    expect((await post({}, info)).statusCode).toBe(403);
    expect(
      (await post({ origin: "http://evil.example:4701", host: "evil.example:4701" }, info))
        .statusCode,
    ).toBe(421);
    expect((await post({ origin: "http://127.0.0.1:4701" }, "{ not json")).statusCode).toBe(400);
    const huge = JSON.stringify({ action: "info", params: { x: "x".repeat(5 * 1024 * 1024) } });
    expect((await post({ origin: "http://127.0.0.1:4701" }, huge)).statusCode).toBe(413);
    const hebrew = await app.inject({
      url: "/he/preview-frame",
      headers: { host: "127.0.0.1:4701" },
    });
    expect(hebrew.body).toContain(`<html lang="${localeNamed("he").lang}" dir="rtl">`);
    expect(hebrew.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const editorPage = await app.inject({ url: "/", headers: { host: "127.0.0.1:4701" } });
    expect(editorPage.body).toContain("/decap/decap-cms.js");
    expect(editorPage.body).not.toMatch(/<\/script><script>alert/);
    await app.close();
  });
});
