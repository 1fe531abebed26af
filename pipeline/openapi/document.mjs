// Reads openapi.yaml (the one description of the REST API) and turns it into plain
// records the reference, the Markdown copy, the samples and the sandbox are built from.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../openapi.yaml",
);

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"];

/** The document as written, parsed from YAML. */
export function loadOpenApi(file = OPENAPI_FILE) {
  return parse(readFileSync(file, "utf8"));
}

/** Follows a local reference ("#/components/schemas/Item") within the document. */
export function resolvePointer(document, ref) {
  if (!ref.startsWith("#/")) throw new Error(`Only local references are used here, not ${ref}`);
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce((node, key) => {
      if (node?.[key] === undefined) throw new Error(`${ref} points at nothing`);
      return node[key];
    }, document);
}

/** A copy of `value` with every $ref replaced by what it points at (the document has no cycles). */
export function dereference(document, value = document, seen = []) {
  if (Array.isArray(value)) return value.map((entry) => dereference(document, entry, seen));
  if (typeof value !== "object" || value === null) return value;
  if (typeof value.$ref === "string") {
    if (seen.includes(value.$ref)) throw new Error(`${value.$ref} refers to itself`);
    const { $ref, ...siblings } = value;
    const target = dereference(document, resolvePointer(document, $ref), [...seen, $ref]);
    return { ...target, ...dereference(document, siblings, seen) };
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, dereference(document, entry, seen)]),
  );
}

/** The path every operation's path is relative to on the production server ("/api"). */
export function productionBasePath(document) {
  return new URL(document.servers[0].url).pathname.replace(/\/$/, "");
}

/**
 * Every operation in the order the document lists them, dereferenced: method, path,
 * parameters (path-level ones first), request body and responses with their examples.
 */
export function listOperations(document) {
  const resolved = dereference(document);
  const base = productionBasePath(document);
  const operations = [];
  for (const [path, item] of Object.entries(resolved.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const json = operation.requestBody?.content?.["application/json"];
      operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        endpoint: `${base}${path}`,
        tag: operation.tags?.[0] ?? "",
        summary: operation.summary,
        description: operation.description ?? "",
        parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) => ({
          name: p.name,
          in: p.in,
          required: Boolean(p.required),
          description: p.description ?? "",
          schema: p.schema,
          example: p.example,
        })),
        requestBody: json
          ? {
              required: Boolean(operation.requestBody.required),
              schema: json.schema,
              example: json.example,
            }
          : null,
        responses: Object.entries(operation.responses).map(([status, response]) => {
          const content = response.content?.["application/json"];
          return {
            status: Number(status),
            description: response.description,
            headers: Object.keys(response.headers ?? {}),
            schema: content?.schema ?? null,
            example: content?.example,
          };
        }),
      });
    }
  }
  return operations;
}

/** The schema's name in components.schemas for a `$ref` in the raw document, if any. */
export function schemaName(ref) {
  return ref?.startsWith("#/components/schemas/")
    ? ref.slice("#/components/schemas/".length)
    : null;
}

/** An example record of a named schema: its first `examples` entry. */
export function schemaExample(document, name) {
  const example = document.components.schemas[name]?.examples?.[0];
  if (example === undefined) throw new Error(`components.schemas.${name} has no example`);
  return example;
}
