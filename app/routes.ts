import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every path of the site, written out (spec 2.1). Add a page here, in
 * `app/lib/site-paths.ts` (routes.test.ts checks the two agree), and in the navigation
 * data if visitors should find it from the header or footer. The article routes take a
 * parameter; react-router.config.ts prerenders one page per Markdown file and tag.
 */
export default [
  index("routes/home.tsx"),
  route("features", "routes/features/index.tsx"),
  route("use-cases", "routes/use-cases.tsx"),
  route("startup", "routes/startup.tsx"),
  route("solutions/startups", "routes/solutions/startups.tsx"),
  route("solutions/enterprise", "routes/solutions/enterprise.tsx"),
  route("solutions/enterprise/security", "routes/solutions/enterprise-security.tsx"),
  route("about", "routes/company/about.tsx"),
  route("careers", "routes/company/careers.tsx"),
  route("partners", "routes/company/partners.tsx"),
  route("customers", "routes/company/customers.tsx"),
  route("contact", "routes/company/contact.tsx"),
  route("contact/thanks", "routes/company/contact-thanks.tsx"),
  route("contact/send", "routes/company/contact-not-sent.tsx"),
  route("demo-projects", "routes/demo-projects.tsx"),
  route("docs", "routes/docs.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("resources/blog", "routes/resources/blog.tsx"),
  route("resources/guides", "routes/resources/guides.tsx"),
  route("resources/templates", "routes/resources/templates.tsx"),
  route("resources/webinars", "routes/resources/webinars.tsx"),
  route("resources/api-docs", "routes/resources/api-docs.tsx"),
  route("resources/blog/:slug", "routes/resources/blog-post.tsx"),
  route("resources/blog/tags/:tag", "routes/resources/blog-tag.tsx"),
  route("resources/guides/:slug", "routes/resources/guide.tsx"),
  route("changelog", "routes/changelog.tsx"),
  route("features/project-management", "routes/features/project-management.tsx"),
  route("features/workflow-automation", "routes/features/workflow-automation.tsx"),
  route("features/sales-crm", "routes/features/sales-crm.tsx"),
  route("features/team-collaboration", "routes/features/team-collaboration.tsx"),
  route("features/dashboards-reporting", "routes/features/dashboards-reporting.tsx"),
  route("features/integrations", "routes/features/integrations.tsx"),
  route("features/developer-tools", "routes/features/developer-tools.tsx"),
  route("search", "routes/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
