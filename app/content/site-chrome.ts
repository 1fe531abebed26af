import { site } from "./site";

/** Copy of the shared elements around every page: announcement bar and footer. */
export const announcement = {
  text: "New: multi-step automations with branching are now on every plan.",
  link: { label: "See how they work", href: "/features/workflow-automation" },
};

export const footerCopy = {
  brandText: `${site.name} is the Work OS where teams plan, automate and report on all their work, trusted by ${site.figures.customers} customers in ${site.figures.countries} countries.`,
  newsletter: {
    heading: "Get product news",
    label: "Email address",
    placeholder: "Enter your email",
    submit: "Subscribe",
    success: "Thanks for subscribing!",
    successDetail: "This is a preview site, so your address was not sent or stored anywhere.",
  },
  addressHeading: "Address",
  copyright: (year: number) => `© ${year} ${site.name}, Inc. All rights reserved.`,
  /** The #terms, #privacy and #cookies links land on these short notes in the footer. */
  legal: [
    {
      id: "terms",
      title: "Terms",
      text: `Use of ${site.name} is governed by the customer agreement you accept when you create a workspace. This site describes the product and makes no binding offer.`,
    },
    {
      id: "privacy",
      title: "Privacy",
      text: "This website does not collect personal data: forms on it show a confirmation and send nothing, and it loads nothing from other sites.",
    },
    {
      id: "cookies",
      title: "Cookies",
      text: "This website sets no cookies and uses no tracking or analytics scripts.",
    },
  ],
};
