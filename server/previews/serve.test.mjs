import { describe, expect, it } from "vitest";
import { previewBanner, rewriteHtml } from "./serve.mjs";

// How a built page is sent in a preview: its same-site addresses moved under the preview,
// everything else as built, no script, noindex.
const PREFIX = "/admin/preview/7";

describe("rewriteHtml", () => {
  const page = [
    '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>',
    '<meta name="robots" content="index, follow"/>',
    '<link rel="stylesheet" href="/assets/root-abc.css"/>',
    '<link rel="preload" href="/assets/inter.woff2" as="font" crossorigin="anonymous"/>',
    '<link rel="modulepreload" href="/assets/entry-abc.js"/>',
    '<link rel="canonical" href="https://flowboard.example/de/pricing"/>',
    '<style>main{background:url("/media/a.webp")}</style>',
    "<SCRIPT>window.theme = 1</SCRIPT>",
    '<script type="module" async="">import "/assets/entry-abc.js"</script>',
    '</head><body class="x">',
    '<a href="/de/pricing">Preise</a><a href="//cdn.example/x">cdn</a><a href="#main">skip</a>',
    '<a href="https://flowboard.example/">out</a><a href="mailto:a@b.example">mail</a>',
    '<img src="/media/a.webp" srcSet="/media/a.webp 1x, /media/a-2x.webp 2x" alt=""/>',
    '<form action="/contact" method="post"></form>',
    '<div style="background-image:url(/media/b.webp)"></div>',
    "</body></html>",
  ].join("");
  const out = rewriteHtml(page, PREFIX, '<div role="note">Preview</div>');

  it("moves same-site links, pictures, styles and fonts under the preview", () => {
    expect(out).toContain(`href="${PREFIX}/assets/root-abc.css"`);
    expect(out).toContain(`href="${PREFIX}/assets/inter.woff2" as="font"`);
    expect(out).toContain(`href="${PREFIX}/de/pricing"`);
    expect(out).toContain(`src="${PREFIX}/media/a.webp"`);
    expect(out).toContain(`srcSet="${PREFIX}/media/a.webp 1x, ${PREFIX}/media/a-2x.webp 2x"`);
    expect(out).toContain(`action="${PREFIX}/contact"`);
    expect(out).toContain(`url("${PREFIX}/media/a.webp")`);
    expect(out).toContain(`url(${PREFIX}/media/b.webp)`);
  });

  it("leaves addresses elsewhere as they are", () => {
    expect(out).toContain('href="//cdn.example/x"');
    expect(out).toContain('href="#main"');
    expect(out).toContain('href="https://flowboard.example/"');
    expect(out).toContain('href="https://flowboard.example/de/pricing"');
    expect(out).toContain('href="mailto:a@b.example"');
  });

  it("leaves out every script and module preload, says noindex, and puts the banner first", () => {
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toContain("modulepreload");
    expect(out).not.toContain("index, follow");
    expect(out).toContain('<head><meta name="robots" content="noindex, nofollow"/>');
    expect(out).toContain('<body class="x"><div role="note">Preview</div>');
  });

  it("escapes what the banner names", () => {
    const banner = previewBanner({ id: 3, entry: '<img src=x onerror="a()">', back: '/x"y' });
    expect(banner).not.toContain("<img");
    expect(banner).toContain("&#60;img");
    expect(banner).toContain('href="/x&#34;y"');
  });
});
