import {
  sampleItem as openApiSampleItem,
  sampleTask as openApiSampleTask,
  sampleWebhook as openApiSampleWebhook,
} from "virtual:openapi/samples";
import { apiBaseUrl } from "./api-access";
import type { SampleItem, SampleTask, SampleWebhook } from "./schemas";

/**
 * The sample API shapes of docs/spec/site-spec.md §3, taken from the examples in openapi.yaml (the
 * item to create, the task and the webhook). The code samples on the developer tools and
 * integrations pages are written from these records, so they always agree with the API.
 */
export const sampleItem: SampleItem = openApiSampleItem;
export const sampleWebhook: SampleWebhook = openApiSampleWebhook;
export const sampleTask: SampleTask = openApiSampleTask;

/**
 * The one "create a task" request the site shows (API reference, integrations, docs):
 * the task of docs/spec/site-spec.md §3 POSTed to /v1/tasks with the key in a Bearer header.
 */
export const createTaskRequest = [
  `curl -X POST ${apiBaseUrl}/tasks \\`,
  `  -H "Authorization: Bearer $FLOWBOARD_API_KEY" \\`,
  `  -H "Content-Type: application/json" \\`,
  `  -d '${JSON.stringify(sampleTask, null, 2).replaceAll("\n", "\n  ")}'`,
].join("\n");

/** A plain record as a JavaScript object literal, indented like hand-written code. */
export function toJsLiteral(value: unknown, indent = ""): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const inner = `${indent}  `;
  const entries = Object.entries(value).map(
    ([key, entry]) => `${inner}${key}: ${toJsLiteral(entry, inner)},`,
  );
  return `{\n${entries.join("\n")}\n${indent}}`;
}
