// After `react-router build`: turn the prerendered not-found page into build/client/404.html,
// drop the SPA fallback (every page is prerendered; unknown paths get 404.html), and
// compress every text file once with Brotli and gzip so servers never compress per request.
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const root = path.resolve("build/client");
const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

async function placeNotFoundPage() {
  const prerendered = path.join(root, "404", "index.html");
  if (!existsSync(prerendered))
    throw new Error(`postbuild: ${prerendered} is missing; is the not-found route prerendered?`);
  await rename(prerendered, path.join(root, "404.html"));
  await rm(path.join(root, "404"), { recursive: true });
  await rm(path.join(root, "__spa-fallback.html"), { force: true });
}

async function precompress() {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let count = 0;
  for await (const file of walk(root)) {
    if (!compressible.test(file)) continue;
    const data = await readFile(file);
    const { size } = await stat(file);
    await writeFile(
      `${file}.br`,
      await br(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
      }),
    );
    await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
    count += 1;
  }
  return count;
}

if (!existsSync(root)) {
  console.error("postbuild: build/client does not exist; run `react-router build` first.");
  process.exit(1);
}
await placeNotFoundPage();
const count = await precompress();
console.log(`postbuild: wrote 404.html and precompressed ${count} files (br, gz).`);
