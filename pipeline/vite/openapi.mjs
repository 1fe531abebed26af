// `virtual:openapi/*`: the API reference and sample records, generated from openapi.yaml at
// build, in small modules so a bundle carries only what it imports.
import { loadOpenApi, OPENAPI_FILE } from "../openapi/document.mjs";
import { buildReference, sampleRecords } from "../openapi/reference.mjs";

const PREFIX = "virtual:openapi/";

/**
 * Which module holds which export. Separate modules, not one: a module that several
 * chunks share goes whole into a chunk of its own, and the pricing page would then load
 * the entire reference to read four numbers.
 */
export const OPENAPI_MODULES = {
  samples: ["sampleItem", "sampleTask", "sampleWebhook"],
  "rate-limits": ["rateLimitsPerMinute"],
  endpoints: ["endpoints"],
  reference: ["reference"],
  "try-it": ["tryItOperations", "sandboxUrl"],
};

/** Every piece the modules export, by name. */
export function openApiExports(document) {
  const reference = buildReference(document);
  const exports = {
    ...sampleRecords(document),
    reference,
    // The endpoint list shows descriptions as plain text: no CommonMark backticks.
    endpoints: reference.operations.map(({ id, method, endpoint, summary, description }) => ({
      id,
      method,
      endpoint,
      summary,
      description: description.replaceAll("`", ""),
    })),
    tryItOperations: reference.operations.map((operation) => ({
      id: operation.id,
      method: operation.method,
      path: operation.path,
      summary: operation.summary,
      parameters: operation.parameters.map(({ name, in: location, required, example }) => ({
        name,
        in: location,
        required,
        example,
      })),
      body: operation.requestBody?.example ?? null,
    })),
    sandboxUrl: reference.sandboxUrl,
  };
  return exports;
}

/** The source of `virtual:openapi/<name>`: one `export const` per piece it holds. */
export function openApiModule(document, name) {
  const exports = openApiExports(document);
  return OPENAPI_MODULES[name]
    .map((piece) => `export const ${piece} = ${JSON.stringify(exports[piece])};`)
    .join("\n");
}

export function openApi() {
  return {
    name: "flowboard-openapi",
    resolveId(source) {
      if (!source.startsWith(PREFIX)) return undefined;
      if (!Object.hasOwn(OPENAPI_MODULES, source.slice(PREFIX.length)))
        throw new Error(
          `${source}: no such module; see OPENAPI_MODULES in pipeline/vite/openapi.mjs`,
        );
      return `\0${source}`;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      this.addWatchFile(OPENAPI_FILE);
      return openApiModule(loadOpenApi(), id.slice(PREFIX.length + 1));
    },
  };
}
