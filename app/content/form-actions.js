// Where the site's forms post: read by the forms, by the server that registers the routes,
// and by the dead-link check, which accepts these paths as form targets though no page of
// the build sits there.

export const newsletterAction = "/newsletter";
export const dataRequestAction = "/privacy/request";

/** The field people never see and bots fill in: a post with it filled is answered and dropped. */
export const honeypotFieldName = "website";

/** Every path the server takes a form's post on. */
export const formActions = [newsletterAction, dataRequestAction];
