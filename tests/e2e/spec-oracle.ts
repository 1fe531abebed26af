import { pathsOf } from "../../app/lib/page-table.js";

/**
 * What the tests expect of the navigation, read from the table of pages
 * (app/lib/page-table.js): each header menu lists its group's pages in the table's order,
 * and the features grid shows the product pages after the overview.
 */
export const productMenuPaths = pathsOf("product");

/** The seven feature pages, in the order the features grid shows them. */
export const featurePagePaths = productMenuPaths.slice(1);

export const solutionsMenuPaths = pathsOf("solutions");

export const resourcesMenuPaths = pathsOf("resources");

/** The use-case teams of the specification (docs/spec/site-spec.md), in its order. */
export const teamTypeIds = [
  "development",
  "marketing",
  "sales",
  "hr",
  "operations",
  "project-managers",
];
