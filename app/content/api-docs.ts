import { apiKeyLocation, apiOrigin, authorizationHeader } from "./api-access";
import { createTaskRequest } from "./api-samples";
import type { ApiEndpoint, Cta } from "./schemas";

/** The API reference page (spec 2.17, 7.2): endpoints, authentication and a sample request. */

export const apiDocsPage = {
  eyebrow: "API Docs",
  title: "Flowboard REST API",
  lead: "Read and change projects, tasks and users from your own code. Every request is JSON over HTTPS, authenticated with an API key.",
};

export const endpointsSection = {
  heading: "Endpoints",
  lead: `Paths are relative to ${apiOrigin}. Copy a path to use it in your client.`,
};

export const apiEndpoints = [
  {
    method: "GET",
    endpoint: "/api/v1/projects",
    description: "List the projects the authenticated user can see.",
  },
  { method: "POST", endpoint: "/api/v1/tasks", description: "Create a task in a project." },
  {
    method: "PUT",
    endpoint: "/api/v1/tasks/{taskId}",
    description: "Update a task's details or move it to another status.",
  },
  {
    method: "GET",
    endpoint: "/api/v1/users/me",
    description: "Fetch the current user's profile and permissions.",
  },
] as const satisfies readonly ApiEndpoint[];

const createTask = apiEndpoints[1];

export const authenticationSection = {
  heading: "Authentication",
  paragraphs: [
    `Create an API key in ${apiKeyLocation}. A key acts as the user who created it, with the same access to boards and projects, so keep it out of source control and browser code.`,
    "Send the key with every request in an Authorization header using the Bearer scheme. A request without a valid key is answered with 401 Unauthorized; revoking a key in account settings stops it working at once.",
  ],
  header: authorizationHeader,
  sampleHeading: "Example: create a task",
  sampleCaption: `A ${createTask.method} to ${createTask.endpoint} with a JSON body.`,
  sample: createTaskRequest,
};

export const apiDocsNext = {
  heading: "Go further",
  lead: "SDKs, webhooks, OAuth 2.0 and the app framework are covered on the developer tools page.",
  primary: { label: "Explore Developer Tools", href: "/features/developer-tools" },
  secondary: { label: "Get Your API Key", href: "/pricing#developer" },
} satisfies { heading: string; lead: string; primary: Cta; secondary: Cta };
