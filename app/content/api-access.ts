import { site } from "./site";

/*
 * How a developer reaches the API, stated on the API reference and on the pricing page's
 * developer section; apart from the reference's own copy so pricing does not carry it.
 */

/** Where a visitor finds their key. */
export const apiKeyLocation = "Account settings › API";

/** The origin the API reference's paths (/api/v1/...) are relative to. */
export const apiOrigin = site.origin;

/** Version 1 of the REST API; samples build their URLs from it. */
export const apiBaseUrl = `${apiOrigin}/api/v1`;

/** The header every request sends its key in (Bearer scheme). */
export const authorizationHeader = "Authorization: Bearer YOUR_API_KEY";
