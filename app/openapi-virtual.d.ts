/* The API reference and sample records, generated from openapi.yaml by pipeline/vite/openapi.mjs. */

declare module "virtual:openapi/reference" {
  type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  type Field = { name: string; type: string; required: boolean; description: string };
  type Sample = {
    language: string;
    label: string;
    grammar: import("~/lib/highlight").Language;
    code: string;
  };

  export type ReferenceOperation = {
    id: string;
    method: Method;
    path: string;
    endpoint: string;
    tag: string;
    summary: string;
    description: string;
    parameters: (Field & { in: "path" | "query"; example: string | null })[];
    requestBody: { description: string; fields: Field[]; example: string | null } | null;
    responses: { status: number; description: string; headers: string[]; example: string | null }[];
    samples: Sample[];
  };

  export const reference: {
    title: string;
    version: string;
    summary: string;
    description: string;
    productionUrl: string;
    basePath: string;
    sandboxUrl: string | null;
    authentication: { scheme: string; description: string };
    operations: ReferenceOperation[];
    shapes: { name: string; description: string; fields: Field[]; example: string }[];
  };
}

declare module "virtual:openapi/endpoints" {
  type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

  /** Method, path (with /api) and purpose of each operation, for the endpoint list. */
  export const endpoints: {
    id: string;
    method: Method;
    endpoint: string;
    summary: string;
    description: string;
  }[];
}

declare module "virtual:openapi/try-it" {
  type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** What a "Try it" panel needs to build its form. */
  export type TryItOperation = {
    id: string;
    method: Method;
    path: string;
    summary: string;
    parameters: { name: string; in: "path" | "query"; required: boolean; example: string | null }[];
    body: string | null;
  };
  export const tryItOperations: TryItOperation[];
  export const sandboxUrl: string | null;
}

declare module "virtual:openapi/samples" {
  export const sampleItem: {
    boardId: string;
    itemName: string;
    columnValues: { status: string; priority: string; assignee: string; dueDate: string };
  };
  export const sampleTask: { title: string; status: "To Do"; assignee: string };
  export const sampleWebhook: {
    boardId: string;
    url: string;
    event: "update_item";
    config: { itemId: string };
  };
}

declare module "virtual:openapi/rate-limits" {
  export const rateLimitsPerMinute: Record<"free" | "team" | "business" | "enterprise", number>;
}
