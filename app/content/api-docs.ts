import { endpoints } from "virtual:openapi/endpoints";
import apiDocsFile from "../../content/pages/api-docs.json" with { type: "json" };
import { authorizationHeader } from "./api-access";
import type { ApiDocsContent } from "./api-docs.schema";
import { createTaskRequest } from "./api-samples";
import type { ApiEndpoint } from "./schemas";

/**
 * The API reference page (docs/spec/site-spec.md §2.17, §7.2): endpoints, authentication and a
 * sample request. The copy is in content/pages/api-docs.json; the endpoints and the sample
 * come from openapi.yaml.
 */
const page: ApiDocsContent = apiDocsFile;

/** The page's title; its description is the hero's lead. */
export const apiDocsMeta = page.meta;
export const apiDocsPage = page.apiDocsPage;
export const endpointsSection = page.endpointsSection;

/** The generated reference: one entry per operation, and where its text copies live. */
export const referenceSection = page.referenceSection;

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
  heading: page.authenticationSection.heading,
  paragraphs: page.authenticationSection.paragraphs,
  header: authorizationHeader,
  sampleHeading: page.authenticationSection.sampleHeading,
  /** The operation as openapi.yaml defines it; the caption's words are the page's (messages). */
  sampleOperation: { method: createTask.method, endpoint: createTask.endpoint },
  sample: createTaskRequest,
};

export const apiDocsNext = page.apiDocsNext;
