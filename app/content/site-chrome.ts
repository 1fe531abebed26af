import { site } from "./site";

/**
 * Copy of the shared elements around every page that the browser renders: the announcement
 * bar and the footer's copyright. The footer's fixed parts are in footer.ts, the newsletter's
 * copy in newsletter.ts.
 */
export const announcement = {
  text: "New: multi-step automations with branching are now on every plan.",
  link: { label: "See how they work", href: "/features/workflow-automation" },
};

export const footerCopy = {
  copyright: (year: number) => `© ${year} ${site.name}, Inc. All rights reserved.`,
};
