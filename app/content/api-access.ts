import apiFile from "../../content/api.json" with { type: "json" };
import type { ApiAccessContent } from "./api-access.schema";
import { site } from "./site";

/*
 * How a developer reaches the API, stated on the API reference and on the pricing page's
 * developer section; apart from the reference's own copy so pricing does not carry it.
 * The words are in content/api.json.
 */
const api: ApiAccessContent = apiFile;

/** Where a visitor finds their key. */
export const apiKeyLocation = api.keyLocation;

/** The origin the API reference's paths (/api/v1/...) are relative to. */
export const apiOrigin = site.origin;

/** Version 1 of the REST API; samples build their URLs from it. */
export const apiBaseUrl = `${apiOrigin}/api/v1`;

/** The header every request sends its key in (Bearer scheme). */
export const authorizationHeader = api.authorizationHeader;
