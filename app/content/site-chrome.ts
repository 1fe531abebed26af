import { site } from "./site";

/**
 * Copy of the shared elements around every page that the browser renders: the announcement
 * bar and the footer's newsletter and copyright. The footer's fixed parts are in footer.ts.
 */
export const announcement = {
  text: "New: multi-step automations with branching are now on every plan.",
  link: { label: "See how they work", href: "/features/workflow-automation" },
};

export const footerCopy = {
  newsletter: {
    heading: "Get product news",
    label: "Email address",
    placeholder: "Enter your email",
    submit: "Subscribe",
    success: "Thanks for subscribing!",
    successDetail: "This is a preview site, so your address was not sent or stored anywhere.",
  },
  copyright: (year: number) => `© ${year} ${site.name}, Inc. All rights reserved.`,
};
