import { index, type RouteConfig, route } from "@react-router/dev/routes";
import {
  adminPages,
  articlePages,
  localizedArticlePages,
  localizedPages,
  notFoundPage,
  pages,
} from "./lib/page-table.js";

/**
 * The route table, read from the one table of pages (app/lib/page-table.js): add a page
 * there, and to the navigation content if visitors should find it from the header or
 * footer. The article routes take a parameter; react-router.config.ts prerenders one page
 * per Markdown file and tag, in each language.
 */
const relative = (path: string) => path.slice(1);
/** A page that shows prices takes its currency as an optional last segment (app/lib/currencies.js). */
const pageRoute = ({
  path,
  module,
  id,
  showsPrices,
}: {
  path: string;
  module: string;
  id?: string;
  showsPrices?: true;
}) => {
  if (path === "/") return index(module);
  const pattern = showsPrices ? `${relative(path)}/:currency?` : relative(path);
  return id ? route(pattern, module, { id }) : route(pattern, module);
};

const { login, frame, frameIndex, inside } = adminPages;
const frameRelative = (path: string) => path.slice(frame.path.length + 1);

export default [
  ...pages.map(pageRoute),
  ...localizedPages.map(pageRoute),
  ...articlePages.map(pageRoute),
  ...localizedArticlePages.map(pageRoute),
  route(relative(login.path), login.module),
  route(relative(frame.path), frame.module, [
    index(frameIndex.module),
    ...inside.map((page) => route(frameRelative(page.path), page.module)),
  ]),
  route("*", notFoundPage.module),
] satisfies RouteConfig;
