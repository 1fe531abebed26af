// Renders the committed raster images from their SVG sources, with the build's renderer
// (pipeline/svg-to-png.mjs) so their text is set in Inter exactly as on the site. Run it
// after changing a source (or the tagline it shows) and commit the images:
//   scripts/social-card.svg -> public/social-card.png (1200x630, og:image / twitter:image)
//   public/favicon.svg      -> public/logo.png (512x512, the Organization logo in JSON-LD)
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderSvgsToPng } from "../pipeline/svg-to-png.mjs";

const repo = path.resolve(fileURLToPath(new URL("..", import.meta.url)));

const committedImages = [
  { source: "scripts/social-card.svg", output: "public/social-card.png", width: 1200, height: 630 },
  { source: "public/favicon.svg", output: "public/logo.png", width: 512, height: 512 },
];

try {
  const jobs = await Promise.all(
    committedImages.map(async (job) => ({
      ...job,
      svg: await readFile(path.join(repo, job.source), "utf8"),
    })),
  );
  const images = await renderSvgsToPng(jobs);
  for (const [index, { source, output, width, height }] of committedImages.entries()) {
    await writeFile(path.join(repo, output), images[index]);
    console.log(`${source} -> ${output} (${width}x${height})`);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
