import { apiBaseUrl } from "./api-access";
import type { SampleItem, SampleTask, SampleWebhook } from "./schemas";

/**
 * The sample API shapes of spec 3, typed once. The code samples on the developer tools
 * and integrations pages are written from these records, so the snippets always agree.
 */
export const sampleItem = {
  boardId: "4815162342",
  itemName: "Homepage relaunch",
  columnValues: {
    status: "Working on it",
    priority: "High",
    assignee: "maya.chen@northwind.example",
    dueDate: "2025-09-30",
  },
} satisfies SampleItem;

export const sampleWebhook = {
  boardId: "4815162342",
  url: "https://hooks.northwind.example/flowboard",
  event: "update_item",
  config: { itemId: "1187462310" },
} satisfies SampleWebhook;

export const sampleTask = {
  title: "Review the homepage copy",
  status: "To Do",
  assignee: "leo.park@northwind.example",
} satisfies SampleTask;

/**
 * The one "create a task" request the site shows (API reference, integrations, docs):
 * spec 3's task POSTed to /v1/tasks with the key in a Bearer header.
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
