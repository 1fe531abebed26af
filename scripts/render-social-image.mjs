// Renders the committed raster images from their SVG sources with the system Chromium:
//   scripts/social-card.svg -> public/social-card.png (1200x630, og:image / twitter:image)
//   public/favicon.svg      -> public/logo.png (512x512, the Organization logo in JSON-LD)
// Run `node scripts/render-social-image.mjs` after changing a source (or the tagline it
// shows) and commit the PNGs. The build only copies them, so it never needs a browser.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
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

const jobs = [
  { source: "scripts/social-card.svg", output: "public/social-card.png", width: 1200, height: 630 },
  { source: "public/favicon.svg", output: "public/logo.png", width: 512, height: 512 },
];

function page(svg, width, height) {
  // The SVG is inlined (not an <img>) so its text can use Inter from the npm package.
  return `<!doctype html><html><head><style>
@font-face { font-family: "Inter Variable"; font-weight: 100 900; src: url("${pathToFileURL(interFont)}") format("woff2"); }
html, body { margin: 0; background: transparent; }
svg { display: block; width: ${width}px; height: ${height}px; }
</style></head><body>${svg.replace(/<\?xml[^>]*>/, "")}</body></html>`;
}

const executablePath = findChromium();
if (!executablePath) {
  console.error("No Chromium found: install Debian's chromium or set CHROME_PATH.");
  process.exit(1);
}
const browser = await chromium.launch({ executablePath, args: chromiumFlags });
const workDir = await mkdtemp(path.join(tmpdir(), "social-image-"));
try {
  for (const { source, output, width, height } of jobs) {
    const svg = await readFile(path.join(repo, source), "utf8");
    const htmlFile = path.join(workDir, `${path.basename(output)}.html`);
    await writeFile(htmlFile, page(svg, width, height));
    const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await tab.goto(pathToFileURL(htmlFile).href);
    await tab.evaluate(() => document.fonts.ready);
    await tab.locator("svg").screenshot({ path: path.join(repo, output), omitBackground: true });
    await tab.close();
    console.log(`${source} -> ${output} (${width}x${height})`);
  }
} finally {
  await browser.close();
  await rm(workDir, { recursive: true, force: true });
}
