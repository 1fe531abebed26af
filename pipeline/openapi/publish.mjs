// Build step: publishes the API's document and its text copies next to the site's pages.
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadOpenApi, OPENAPI_FILE } from "./document.mjs";
import { llmsTxt, referenceMarkdown } from "./markdown.mjs";
import { buildReference } from "./reference.mjs";

/** The files this step writes, relative to build/client. */
export const API_FILES = ["openapi.json", "openapi.yaml", "resources/api-docs.md", "llms.txt"];

/**
 * Writes /openapi.json and /openapi.yaml (the document), /resources/api-docs.md (the
 * reference in Markdown) and /llms.txt (pointing to it) into `clientDir`.
 */
export async function publishApiFiles(clientDir, origin, { file = OPENAPI_FILE } = {}) {
  const document = loadOpenApi(file);
  const reference = buildReference(document);
  const home = await readFile(path.join(clientDir, "index.html"), "utf8").catch(() => "");
  const description =
    /<meta name="description" content="([^"]*)"/.exec(home)?.[1]?.replaceAll("&#x27;", "'") ??
    reference.summary;
  await writeFile(path.join(clientDir, "openapi.json"), `${JSON.stringify(document, null, 2)}\n`);
  await copyFile(file, path.join(clientDir, "openapi.yaml"));
  await mkdir(path.join(clientDir, "resources"), { recursive: true });
  await writeFile(
    path.join(clientDir, "resources", "api-docs.md"),
    referenceMarkdown(reference, origin),
  );
  await writeFile(path.join(clientDir, "llms.txt"), llmsTxt(reference, origin, description));
  return API_FILES;
}
