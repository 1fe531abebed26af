import type { NavGroup, NavLink, SocialLink } from "./schemas";

/**
 * One navigation source for the header menus, the mobile drawer and the footer
 * (docs/spec/site-spec.md §2.2, §2.3), so a page is linked the same way everywhere.
 */
export const productMenu = {
  label: "Product",
  links: [
    {
      label: "All Features",
      href: "/features",
      description: "Everything the Work OS does, on one page",
    },
    {
      label: "Project Management",
      href: "/features/project-management",
      description: "Boards, timelines and tasks",
    },
    {
      label: "Workflow Automation",
      href: "/features/workflow-automation",
      description: "Rules that do the busywork",
    },
    { label: "Sales CRM", href: "/features/sales-crm", description: "Leads, deals and pipeline" },
    {
      label: "Team Collaboration",
      href: "/features/team-collaboration",
      description: "Discuss work where it lives",
    },
    {
      label: "Dashboards & Reporting",
      href: "/features/dashboards-reporting",
      description: "Live charts across boards",
    },
    {
      label: "Integrations",
      href: "/features/integrations",
      description: "Connect the tools you use",
    },
    {
      label: "Developer Tools",
      href: "/features/developer-tools",
      description: "API, SDK and webhooks",
    },
  ],
} satisfies NavGroup;

export const solutionsMenu = {
  label: "Solutions",
  links: [
    {
      label: "Enterprise",
      href: "/solutions/enterprise",
      description: "Scale, control and support",
    },
    { label: "Startups", href: "/solutions/startups", description: "Grow from seed to Series B" },
    {
      label: "Security",
      href: "/solutions/enterprise/security",
      description: "SOC 2, ISO 27001 and more",
    },
  ],
} satisfies NavGroup;

export const resourcesMenu = {
  label: "Resources",
  links: [
    { label: "Blog", href: "/resources/blog", description: "Ideas on how teams work" },
    { label: "Guides", href: "/resources/guides", description: "Step-by-step playbooks" },
    { label: "Templates", href: "/resources/templates", description: "Boards ready to use" },
    { label: "Webinars", href: "/resources/webinars", description: "Live sessions and replays" },
    { label: "API Docs", href: "/resources/api-docs", description: "Endpoints and authentication" },
  ],
} satisfies NavGroup;

export const headerMenus: readonly NavGroup[] = [productMenu, solutionsMenu, resourcesMenu];

/**
 * Plans and prices: not in the menus of docs/spec/site-spec.md §2.2, so it sits beside them as a
 * direct link.
 */
export const pricingLink = { label: "Pricing", href: "/pricing" } satisfies NavLink;

export const headerLinks: readonly NavLink[] = [
  pricingLink,
  { label: "Docs", href: "/docs" },
  { label: "About", href: "/about" },
  { label: "Demo Projects", href: "/demo-projects" },
];

/** The drawer's Docs entry points to the developer tools page (docs/spec/site-spec.md §2.2). */
export const drawerLinks: readonly NavLink[] = [
  pricingLink,
  { label: "Docs", href: "/features/developer-tools" },
  { label: "About", href: "/about" },
];
export const drawerGroups: readonly NavGroup[] = [productMenu, solutionsMenu];

export const socialLinks: readonly SocialLink[] = [
  { label: "Flowboard on LinkedIn", href: "https://www.linkedin.com/", icon: "linkedin" },
  { label: "Flowboard on X", href: "https://x.com/", icon: "twitter" },
  { label: "Flowboard on GitHub", href: "https://github.com/", icon: "github" },
  { label: "Flowboard on YouTube", href: "https://www.youtube.com/", icon: "youtube" },
];
