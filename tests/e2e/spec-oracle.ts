/**
 * Facts copied from the specification (../shared/spec/site-spec.md), kept apart from the
 * site's own data so the tests check the data rather than repeat it.
 */
export const productMenuPaths = [
  "/features",
  "/features/project-management",
  "/features/workflow-automation",
  "/features/sales-crm",
  "/features/team-collaboration",
  "/features/dashboards-reporting",
  "/features/integrations",
  "/features/developer-tools",
];

/** The seven feature pages of spec 2.5, in the order the features grid shows them. */
export const featurePagePaths = productMenuPaths.slice(1);

export const solutionsMenuPaths = [
  "/solutions/enterprise",
  "/solutions/startups",
  "/solutions/enterprise/security",
];

export const resourcesMenuPaths = [
  "/resources/blog",
  "/resources/guides",
  "/resources/templates",
  "/resources/webinars",
  "/resources/api-docs",
];

export const useCaseIds = [
  "development",
  "marketing",
  "sales",
  "hr",
  "operations",
  "project-managers",
];
