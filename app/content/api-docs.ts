import { endpoints } from "virtual:openapi/endpoints";
import { apiKeyLocation, apiOrigin, authorizationHeader } from "./api-access";
import { createTaskRequest } from "./api-samples";
import type { ApiEndpoint, Cta } from "./schemas";

/**
 * The API reference page (docs/spec/site-spec.md §2.17, §7.2): endpoints, authentication and a
 * sample request.
 */

export const apiDocsPage = {
  eyebrow: "API Docs",
  title: "Flowboard REST API",
  lead: "Read and change projects, tasks and users from your own code. Every request is JSON over HTTPS, authenticated with an API key.",
};

export const endpointsSection = {
  heading: "Endpoints",
  lead: `Paths are relative to ${apiOrigin}. Copy a path to use it in your client.`,
};

/** The generated reference: one entry per operation, and where its text copies live. */
export const referenceSection = {
  heading: "Reference",
  lead: "Each endpoint with its parameters, request body, responses and samples in eight languages. Try it sends the request to a sandbox on this site, with items of your own that expire after 30 minutes.",
  formats: [
    { label: "Reference as Markdown", href: "/resources/api-docs.md" },
    { label: "OpenAPI 3.1 (JSON)", href: "/openapi.json" },
    { label: "OpenAPI 3.1 (YAML)", href: "/openapi.yaml" },
  ],
};

/**
 * Every operation in openapi.yaml: the four of docs/spec/site-spec.md §7.2 (projects, tasks,
 * users/me) first, then the items the sandbox lets a visitor try.
 */
export const apiEndpoints: readonly ApiEndpoint[] = endpoints;

const createTask = endpointOf("createTask");

function endpointOf(id: string): ApiEndpoint {
  const found = endpoints.find((endpoint) => endpoint.id === id);
  if (!found) throw new Error(`openapi.yaml has no operation ${id}`);
  return found;
}

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
