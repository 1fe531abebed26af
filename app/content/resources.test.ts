import { describe, expect, it } from "vitest";
import { apiOrigin } from "./api-access";
import { apiEndpoints, authenticationSection } from "./api-docs";
import { createTaskRequest } from "./api-samples";
import { docsSections } from "./docs";
import { integrationApiSection } from "./integrations";
import { templates } from "./resources-templates";
import { webinars } from "./resources-webinars";
import { apiEndpointSchema, templateSchema, webinarSchema } from "./schemas";

describe("resources content parses with its schemas", () => {
  it("templates and webinars, each webinar at one instant in the zone it is held in", () => {
    expect(templates.length).toBeGreaterThan(0);
    expect(webinars.length).toBeGreaterThan(0);
    for (const webinar of webinars) webinarSchema.parse(webinar);
  });

  it("API endpoints (generated from openapi.yaml)", () => {
    apiEndpointSchema.array().length(8).parse(apiEndpoints);
  });

  it("a schema rejects a malformed record", () => {
    expect(() => webinarSchema.parse({ ...webinars[0], startsAt: "2026-12-09 10:00" })).toThrow();
    expect(() => templateSchema.parse({ ...templates[0], rating: 5.5 })).toThrow();
  });
});

describe("facts docs/spec/site-spec.md and docs/decisions/012 fix", () => {
  it("the four endpoints of docs/spec/site-spec.md §7.2 first, then the item endpoints", () => {
    expect(apiEndpoints.map((e) => `${e.method} ${e.endpoint}`)).toEqual([
      "GET /api/v1/projects",
      "POST /api/v1/tasks",
      "PUT /api/v1/tasks/{taskId}",
      "GET /api/v1/users/me",
      "GET /api/v1/items",
      "POST /api/v1/items",
      "PUT /api/v1/items/{id}",
      "DELETE /api/v1/items/{id}",
    ]);
    expect(apiEndpoints[3]?.description).toBe("Fetch the current user's profile and permissions.");
  });

  it("the sample request posts a To Do task with a bearer key and a JSON body", () => {
    const { sample } = authenticationSection;
    expect(sample).toContain("curl -X POST https://flowboard.example/api/v1/tasks");
    expect(sample).toContain('-H "Authorization: Bearer $FLOWBOARD_API_KEY"');
    const body = JSON.parse(sample.slice(sample.indexOf("'") + 1, sample.lastIndexOf("'")));
    expect(body).toMatchObject({ status: "To Do" });
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["title", "assignee"]));
  });
});

describe("the create-task request", () => {
  it("is the same on the API reference, the integrations page and the docs, and posts to the documented path", () => {
    const documented = apiEndpoints.find(
      (e) => e.method === "POST" && e.endpoint.endsWith("/tasks"),
    );
    expect(createTaskRequest).toContain(`curl -X POST ${apiOrigin}${documented?.endpoint} `);
    expect(authenticationSection.sample).toBe(createTaskRequest);
    expect(integrationApiSection.sample.code).toBe(createTaskRequest);
    expect(docsSections.map((section) => section.sample?.code)).toContain(createTaskRequest);
  });
});
