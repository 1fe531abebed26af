// Renders SVG pictures to PNG with the system Chromium, so their text is set in Inter from
// the npm package exactly as on the site. The articles plugin (pipeline/vite/articles.ts)
// renders each article's Open Graph image with it at build time; `node
// scripts/render-social-image.mjs` renders the committed raster images with it.
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { chromiumFlags, findChromium } from "./chromium-path.mjs";

const repo = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const interFont = path.join(
  repo,
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);

function page(svg, width, height) {
  // The SVG is inlined (not an <img>) so its text can use Inter from the npm package.
  return `<!doctype html><html><head><style>
@font-face { font-family: "Inter Variable"; font-weight: 100 900; src: url("${pathToFileURL(interFont)}") format("woff2"); }
html, body { margin: 0; background: transparent; }
svg { display: block; width: ${width}px; height: ${height}px; }
</style></head><body>${svg.replace(/<\?xml[^>]*>/, "")}</body></html>`;
}

/**
 * PNG bytes of each SVG ({ svg, width, height }), in order, from one Chromium. Nothing is
 * fetched: the page is a local file and the font comes from node_modules.
 * @param {{ svg: string, width: number, height: number }[]} jobs
 * @returns {Promise<Buffer[]>}
 */
export async function renderSvgsToPng(jobs) {
  return cachedRender(jobs, {
    cacheDir: path.join(repo, "node_modules/.cache/social-images"),
    render: renderInChromium,
  });
}

/** What besides the SVG decides the pixels: the Chromium and the font file, by size and date. */
function rendererStamp() {
  const executablePath = findChromium() ?? "";
  const stamp = (file) => {
    try {
      const { size, mtimeMs } = statSync(file);
      return `${file}:${size}:${mtimeMs}`;
    } catch {
      return file;
    }
  };
  return `${stamp(executablePath)}|${stamp(interFont)}`;
}

/**
 * Each job's PNG from `cacheDir` when the same picture was rendered before, by the same
 * Chromium with the same font; the rest from `render`, in one call, then kept. A rebuild
 * after an editor's new post renders that post's picture alone (a Chromium start and 20
 * pictures took 5.6 s of the browser's build).
 * @param {{ svg: string, width: number, height: number }[]} jobs
 * @param {{ cacheDir: string, render: (jobs: { svg: string, width: number, height: number }[]) => Promise<Buffer[]>, stamp?: string }} options
 */
export async function cachedRender(jobs, { cacheDir, render, stamp = rendererStamp() }) {
  const files = jobs.map(({ svg, width, height }) =>
    path.join(
      cacheDir,
      `${createHash("sha256")
        .update(JSON.stringify([stamp, width, height, svg]))
        .digest("hex")}.png`,
    ),
  );
  const images = await Promise.all(files.map((file) => readFile(file).catch(() => undefined)));
  const missing = images.flatMap((image, index) => (image ? [] : [index]));
  if (missing.length > 0) {
    const rendered = await render(missing.map((index) => jobs[index]));
    await mkdir(cacheDir, { recursive: true });
    await Promise.all(
      missing.map(async (index, at) => {
        images[index] = rendered[at];
        await writeFile(files[index], rendered[at]);
      }),
    );
  }
  return images;
}

/** @param {{ svg: string, width: number, height: number }[]} jobs */
async function renderInChromium(jobs) {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error(
      "No Chromium to render images with: install Debian's chromium (npm run build does, as root) or set CHROME_PATH.",
    );
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  const workDir = await mkdtemp(path.join(tmpdir(), "social-image-"));
  try {
    const images = [];
    const tab = await browser.newPage({ deviceScaleFactor: 1 });
    for (const [index, { svg, width, height }] of jobs.entries()) {
      const htmlFile = path.join(workDir, `image-${index}.html`);
      await writeFile(htmlFile, page(svg, width, height));
      await tab.setViewportSize({ width, height });
      await tab.goto(pathToFileURL(htmlFile).href);
      await tab.evaluate(() => document.fonts.ready);
      images.push(await tab.locator("svg").first().screenshot({ omitBackground: true }));
    }
    return images;
  } finally {
    await browser.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
