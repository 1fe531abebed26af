import { contactHref } from "./contact-fields.js";
import type { Certification, Cta, FeatureCard, HeroCopy, InfoCard, Testimonial } from "./schemas";
import { site } from "./site";

/** Copy of the enterprise and enterprise security pages (docs/spec/site-spec.md §2.15). */
export const enterpriseHero = {
  eyebrow: "Solutions · Enterprise",
  title: "Run the whole organisation on one Work OS",
  lead: "Thousands of people, hundreds of boards, one source of truth: Flowboard gives large organisations the control, security and support they need to standardise how work gets done.",
  primary: { label: "Contact Sales", href: contactHref("sales") },
  secondary: { label: "Review Our Security", href: "/solutions/enterprise/security" },
} satisfies HeroCopy;

export const enterpriseFeaturesSection = {
  heading: "Built for scale and control",
  lead: "Everything in the Business plan, plus the controls that IT, security and procurement ask for.",
};

export const enterpriseFeatures = [
  {
    id: "security",
    icon: "shield",
    title: "Enterprise-grade security",
    description:
      "SOC 2 Type II and ISO 27001 certified, with encryption everywhere, single sign-on and data residency.",
    link: "/solutions/enterprise/security",
  },
  {
    id: "governance",
    icon: "settings",
    title: "Governance and administration",
    description:
      "Advanced permissions, SCIM provisioning, audit logs and workspace templates that keep every team consistent.",
    link: "/pricing",
  },
  {
    id: "portfolio-reporting",
    icon: "chart",
    title: "Reporting across the portfolio",
    description:
      "Dashboards that roll up hundreds of boards into live views of programmes, budgets and capacity.",
    link: "/features/dashboards-reporting",
  },
  {
    id: "connected-stack",
    icon: "plug",
    title: "Connected to your stack",
    description:
      "Integrations with the tools you already license, plus an open API and webhooks for internal systems.",
    link: "/features/developer-tools",
  },
] as const satisfies readonly FeatureCard[];

export const enterpriseFiguresSection = {
  heading: "Trusted at every scale",
  figures: [
    { value: site.figures.customers, label: "customers" },
    { value: site.figures.countries, label: "countries" },
    { value: site.figures.integrations, label: "integrations" },
  ],
};

export const enterpriseTestimonial = {
  quote:
    "We replaced four project tools with one Flowboard account. Security signed off in weeks, not months, and our portfolio review now runs from a single dashboard.",
  name: "Catherine Holt",
  role: "CIO",
  company: "Keystone Finance",
} satisfies Testimonial;

export const enterpriseCta = {
  heading: "Plan a rollout with our enterprise team",
  lead: "We will map your current tools and processes and propose a rollout that fits your organisation.",
  primary: { label: "Contact Sales", href: contactHref("sales") },
  secondary: { label: "See Plans", href: "/pricing" },
} satisfies { heading: string; lead: string; primary: Cta; secondary: Cta };

export const securityHero = {
  eyebrow: "Enterprise security",
  title: "Security your auditors will sign off on",
  lead: "Your plans, customers and numbers live in Flowboard, so we protect them with independently audited controls at every layer.",
  primary: { label: "Request the Security Package", href: contactHref("security") },
  secondary: { label: "Back to Enterprise", href: "/solutions/enterprise" },
} satisfies HeroCopy;

export const securityFeaturesSection = {
  heading: "How we protect your data",
  lead: "Four layers of protection, on by default for every enterprise workspace.",
};

export const securityFeatures = [
  {
    icon: "lock",
    title: "Encryption everywhere",
    description:
      "Data is encrypted in transit with TLS 1.2 or later and at rest with AES-256, including backups.",
  },
  {
    icon: "key",
    title: "Identity and access",
    description:
      "SAML single sign-on, SCIM provisioning, enforced two-factor sign-in and permissions down to the column.",
  },
  {
    icon: "scroll",
    title: "Audit and monitoring",
    description:
      "An audit log of every sign-in, export and permission change, with round-the-clock infrastructure monitoring.",
  },
  {
    icon: "server",
    title: "Data residency and resilience",
    description:
      "Choose US or EU hosting. Daily backups and regularly tested recovery keep your work available.",
  },
] as const satisfies readonly InfoCard[];

export const certificationsSection = {
  heading: "Certifications",
  lead: "Independent auditors test our controls every year. The full reports are available under NDA.",
};

export const certifications = [
  {
    name: "SOC 2",
    description:
      "A Type II report covering security, availability and confidentiality, renewed every year by an independent auditor.",
  },
  {
    name: "ISO 27001",
    description:
      "Our information security management system is certified to ISO/IEC 27001 across product, engineering and support.",
  },
] as const satisfies readonly Certification[];

export const securityCta = {
  heading: "Going through a security review?",
  lead: "Our security team answers questionnaires and shares the audit reports with your reviewers.",
  primary: { label: "Contact the Security Team", href: contactHref("security") },
  secondary: { label: "Talk to Sales", href: contactHref("sales") },
} satisfies { heading: string; lead: string; primary: Cta; secondary: Cta };
