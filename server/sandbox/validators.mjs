// Request validation for the sandbox, compiled once from the OpenAPI document's own
// schemas (JSON Schema 2020-12 in OpenAPI 3.1), so the sandbox accepts exactly what the
// reference documents.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/** Follows "#/a/b" within the document. */
function resolve(document, ref) {
  return ref
    .slice(2)
    .split("/")
    .reduce((node, key) => node[key], document);
}

/** A copy with every $ref replaced (the document's references form no cycle). */
export function dereference(document, value = document) {
  if (Array.isArray(value)) return value.map((entry) => dereference(document, entry));
  if (typeof value !== "object" || value === null) return value;
  if (typeof value.$ref === "string") {
    const { $ref, ...siblings } = value;
    return {
      ...dereference(document, resolve(document, $ref)),
      ...dereference(document, siblings),
    };
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, dereference(document, entry)]),
  );
}

export function createAjv() {
  const ajv = new Ajv2020({ allErrors: false, strict: true });
  addFormats(ajv);
  return ajv;
}

/** "itemName: must NOT have fewer than 1 characters", naming the offending field. */
export function describeError(error, subject) {
  const where = error.instancePath ? error.instancePath.slice(1).replaceAll("/", ".") : subject;
  const extra =
    error.keyword === "additionalProperties"
      ? ` (${error.params.additionalProperty})`
      : error.keyword === "enum"
        ? `: ${error.params.allowedValues.map((value) => JSON.stringify(value)).join(", ")}`
        : "";
  return `${where}: ${error.message}${extra}`;
}

/**
 * One entry per operation id: a function for its path and query parameters and one for
 * its JSON body, each returning null when the input is valid or a sentence saying why not.
 */
export function compileValidators(document, ajv = createAjv()) {
  const resolved = dereference(document);
  const validators = new Map();
  for (const item of Object.values(resolved.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (method === "parameters" || !operation?.operationId) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(
        (parameter) => ({ ...parameter, check: ajv.compile(parameter.schema) }),
      );
      const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
      const checkBody = bodySchema ? ajv.compile(bodySchema) : null;
      validators.set(operation.operationId, {
        parameters(params, query) {
          const values = {};
          for (const parameter of parameters) {
            const source = parameter.in === "path" ? params : query;
            let value = source?.[parameter.name];
            if (value === undefined) {
              if (parameter.required) return { error: `${parameter.name}: is required` };
              continue;
            }
            if (typeof value !== "string")
              return { error: `${parameter.name}: give it once, as a single value` };
            if (parameter.schema.type === "integer") {
              if (!/^-?\d{1,16}$/.test(value))
                return { error: `${parameter.name}: must be an integer` };
              value = Number(value);
            }
            if (!parameter.check(value))
              return { error: describeError(parameter.check.errors[0], parameter.name) };
            values[parameter.name] = value;
          }
          return { values };
        },
        body(body) {
          if (!checkBody) return null;
          if (body === undefined || body === null)
            return "body: send a JSON object with Content-Type: application/json";
          return checkBody(body) ? null : describeError(checkBody.errors[0], "body");
        },
      });
    }
  }
  return validators;
}
