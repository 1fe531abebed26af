import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEditorServer } from "./editor-server.ts";
import { SPELLING_TEXT_LIMIT } from "./spelling-route.ts";

const port = 4701;
const own = { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` };
let root: string;
let app: ReturnType<typeof createEditorServer>;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "editor-spelling-"));
  cpSync("content", path.join(root, "content"), { recursive: true });
  app = createEditorServer({ root, previewDir: root, port });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const ask = (payload: unknown, headers: Record<string, string> = own) =>
  app.inject({
    method: "POST",
    url: "/editor/spelling",
    headers: { "content-type": "application/json", ...headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
const home = { collection: "pages", entry: "pages-home", field: "title" };

// The dictionaries load on the first question: seconds on the slow host.
const SLOW = 60_000;

describe("the editor's spell check at a field (POST /editor/spelling)", () => {
  it(
    "names a misspelled word and where to list it when it is right, with the content check's lists",
    async () => {
      const answer = await ask({ ...home, text: "Plan evry project in Flowboard" });
      expect(answer.statusCode).toBe(200);
      const { checked, words } = answer.json();
      expect(checked).toBe(true);
      expect(words.map((word: { word: string }) => word.word)).toEqual(["evry"]);
      expect(words[0].message).toContain("Spelling: English words the dictionary lacks");
      const british = (await ask({ ...home, text: "The colour of the organisation" })).json();
      expect(british.words.map((word: { word: string }) => word.word)).toEqual([
        "colour",
        "organisation",
      ]);
    },
    SLOW,
  );

  it(
    "checks a translation in its language, an article's title, and not a link, an id or Japanese",
    async () => {
      const german = await ask({
        collection: "words-de",
        entry: "de-pages-home",
        field: "title",
        text: "Jedes Projekt an einem Ortt",
      });
      expect(german.json().words.map((word: { word: string }) => word.word)).toEqual(["Ortt"]);
      const article = await ask({
        collection: "blog",
        entry: "webhooks-or-polling",
        field: "title",
        text: "Webhoks or polling",
      });
      expect(article.json().words.map((word: { word: string }) => word.word)).toEqual(["Webhoks"]);
      // The article's Markdown text, read as the content check reads it: what a visitor
      // reads, not the code, the link's address or the markup.
      const body = await ask({
        collection: "blog",
        entry: "webhooks-or-polling",
        field: "body",
        text: "## Retrys\n\nSee [the plans](/pricng) and `verifySignatur()`.\n\n```\nconst deliverys = 1;\n```",
      });
      expect(body.json().words.map((word: { word: string }) => word.word)).toEqual(["Retrys"]);
      const link = await ask({ ...home, field: "href", text: "/pricng" });
      expect(link.json()).toEqual({ checked: false, words: [] });
      const japanese = await ask({ ...home, entry: "ja-pages-home", text: "計画をたてる" });
      expect(japanese.json()).toEqual({ checked: false, words: [] });
    },
    SLOW,
  );

  it("refuses another page, another host, a wrong shape and a text past its limit", async () => {
    const text = "A title";
    expect((await ask({ ...home, text }, { host: own.host })).statusCode).toBe(403);
    expect(
      (await ask({ ...home, text }, { ...own, origin: "http://evil.example" })).statusCode,
    ).toBe(403);
    expect(
      (await ask({ ...home, text }, { host: "evil.example", origin: "http://evil.example" }))
        .statusCode,
    ).toBe(421);
    const hostile: unknown[] = [
      "{ not json",
      "null",
      "[]",
      { ...home },
      { ...home, text: 42 },
      { ...home, text, extra: "x" },
      { ...home, field: "", text },
      { ...home, entry: "x".repeat(201), text },
      { ...home, text: "x".repeat(SPELLING_TEXT_LIMIT + 1) },
      JSON.parse('{"__proto__": {"polluted": true}, "collection": "pages"}'),
    ];
    for (const payload of hostile) {
      const answer = await ask(payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json().error).toMatch(/JSON|send \{collection, entry, field, text\}/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(
      (await ask({ ...home, entry: "__proto__", collection: "constructor", text })).statusCode,
    ).toBe(404);
    const tooBig = await ask({ ...home, text: "x".repeat(70 * 1024) });
    expect(tooBig.statusCode).toBe(413);
    const plain = await app.inject({
      method: "POST",
      url: "/editor/spelling",
      headers: { ...own, "content-type": "text/plain" },
      payload: "title",
    });
    expect(plain.statusCode).toBe(415);
  });
});
