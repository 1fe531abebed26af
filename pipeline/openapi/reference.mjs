// The API reference as plain records, from the document: what the page, its Markdown copy
// and the "Try it" panels show. Everything here is derived; openapi.yaml holds the facts.
import { listOperations, productionBasePath, schemaExample } from "./document.mjs";
import { samplesFor } from "./samples.mjs";

/** A schema's type in a few words: `string (email)`, `"Low" | "High"`, `array of Item`. */
export function describeType(schema) {
  if (!schema) return "";
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.type === "array") return `array of ${describeType(schema.items) || "values"}`;
  const format = schema.format ? ` (${schema.format})` : "";
  return `${schema.type ?? "any"}${format}`;
}

/** Limits worth stating next to a field: length, range, pattern, default. */
function constraints(schema) {
  const notes = [];
  if (schema.minLength !== undefined && schema.maxLength !== undefined)
    notes.push(`${schema.minLength} to ${schema.maxLength} characters`);
  else if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined && schema.maximum !== undefined)
    notes.push(`${schema.minimum} to ${schema.maximum}`);
  if (schema.pattern) notes.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.minProperties) notes.push(`at least ${schema.minProperties} field`);
  return notes;
}

/** "The most items to return (1 to 100; default 25)." */
export function describeField(description = "", schema = {}) {
  const notes = constraints(schema);
  if (!notes.length) return description;
  if (!description) return notes.join("; ");
  return `${description.replace(/\.$/, "")} (${notes.join("; ")}).`;
}

/** An object schema's fields, nested objects flattened to `columnValues.status`. */
export function fieldsOf(schema, prefix = "") {
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {}).flatMap(([name, field]) => {
    const row = {
      name: `${prefix}${name}`,
      type: describeType(field),
      required: required.has(name),
      description: describeField(field.description, field),
    };
    return field.type === "object" && field.properties
      ? [row, ...fieldsOf(field, `${prefix}${name}.`)]
      : [row];
  });
}

const pretty = (value) => (value === undefined ? null : JSON.stringify(value, null, 2));

/** The whole reference: the API's description, each operation, and shapes no endpoint uses. */
export function buildReference(document) {
  const productionUrl = document.servers[0].url;
  const sandbox = document.servers.find((server) => server.url.startsWith("/"));
  const scheme = Object.values(document.components.securitySchemes)[0];
  const operations = listOperations(document).map((operation) => ({
    id: operation.id,
    method: operation.method,
    path: operation.path,
    endpoint: operation.endpoint,
    tag: operation.tag,
    summary: operation.summary,
    description: operation.description,
    parameters: operation.parameters.map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required,
      type: describeType(parameter.schema),
      description: describeField(parameter.description, parameter.schema),
      example: parameter.example === undefined ? null : String(parameter.example),
    })),
    requestBody: operation.requestBody
      ? {
          description: operation.requestBody.schema.description ?? "",
          fields: fieldsOf(operation.requestBody.schema),
          example: pretty(operation.requestBody.example),
        }
      : null,
    responses: operation.responses.map((response) => ({
      status: response.status,
      description: response.description,
      headers: response.headers,
      example: pretty(response.example),
    })),
    samples: samplesFor(productionUrl, operation),
  }));
  // Shapes no endpoint takes or returns (the webhook) get a section of their own.
  const whole = JSON.stringify(document);
  const shapes = Object.entries(document.components.schemas)
    .filter(
      ([name, schema]) => schema.examples && !whole.includes(`"#/components/schemas/${name}"`),
    )
    .map(([name, schema]) => ({
      name,
      description: schema.description ?? "",
      fields: fieldsOf(schema),
      example: pretty(schema.examples[0]),
    }));
  return {
    title: document.info.title,
    version: document.info.version,
    summary: document.info.summary,
    description: document.info.description,
    productionUrl,
    basePath: productionBasePath(document),
    sandboxUrl: sandbox?.url ?? null,
    authentication: { scheme: scheme.scheme, description: scheme.description },
    operations,
    shapes,
  };
}

/** The sample records the marketing pages show, taken from the document's examples. */
export function sampleRecords(document) {
  return {
    sampleItem: document.paths["/v1/items"].post.requestBody.content["application/json"].example,
    sampleTask: schemaExample(document, "NewTask"),
    sampleWebhook: schemaExample(document, "Webhook"),
    rateLimitsPerMinute: document.info["x-rate-limit-per-minute"],
  };
}
