import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localeNamed } from "../../app/lib/locales.js";
import { mediaFolder, mediaPublicPath } from "../../pipeline/content/editor-config.ts";
import { createEditorServer } from "./editor-server.ts";

// The editor's preview frames: the English one, and a cover picture just uploaded.
const root = mkdtempSync(path.join(tmpdir(), "editor-server-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the editor's preview", () => {
  it("draws in a document of the page's language and shows pictures just uploaded", async () => {
    mkdirSync(path.join(root, mediaFolder), { recursive: true });
    const picture = readFileSync("public/logo.png");
    writeFileSync(path.join(root, mediaFolder, "cover.png"), picture);
    mkdirSync(path.join(root, "public"), { recursive: true });
    const socialCard = readFileSync("public/social-card.png");
    writeFileSync(path.join(root, "public", "social-card.png"), socialCard);
    const app = createEditorServer({ root, previewDir: root, port: 4701 });
    const get = (url: string) => app.inject({ url, headers: { host: "127.0.0.1:4701" } });

    const english = await get("/preview-frame");
    const { lang, dir } = localeNamed("en");
    expect(english.body).toContain(`<html lang="${lang}" dir="${dir}">`);
    expect(english.body).toContain("/preview/preview.js");
    expect(english.headers["x-frame-options"]).toBe("SAMEORIGIN");

    const cover = await get(`${mediaPublicPath}/cover.png`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers["content-type"]).toBe("image/png");
    expect(cover.rawPayload.equals(picture)).toBe(true);
    // Only an upload's picture types, never a link: an .svg or a script committed there, or a
    // link to a file elsewhere, would be served from the editor's own origin.
    writeFileSync(path.join(root, mediaFolder, "drawing.svg"), "<svg><script>1</script></svg>");
    writeFileSync(path.join(root, mediaFolder, "page.js"), "1");
    symlinkSync(path.resolve("public/logo.png"), path.join(root, mediaFolder, "linked.png"));
    for (const name of [
      "missing.png",
      "..%2F..%2Fpackage.json",
      "cover.png.txt",
      ".hidden.png",
      "drawing.svg",
      "page.js",
      "linked.png",
    ])
      expect((await get(`${mediaPublicPath}/${name}`)).statusCode, name).toBe(404);

    // The site's social card, which the preview's search and link-card panel shows.
    const card = await get("/social-card.png");
    expect(card.statusCode).toBe(200);
    expect(card.headers["content-type"]).toBe("image/png");
    expect(card.rawPayload.equals(socialCard)).toBe(true);
    await app.close();
  });
});
