/**
 * Copy of the features overview page (docs/spec/site-spec.md §2.5); the cards come from
 * `features.ts`.
 */
export const featuresIntro = {
  eyebrow: "Features",
  title: "One platform for all your work",
  lead: "Projects, automations, sales, conversations and reports share the same boards, so information is entered once and seen everywhere.",
};

export const workOsOverview = {
  heading: "A Work OS, not another point tool",
  lead: "Flowboard is built from a few flexible pieces that every team can shape to its own process.",
  bullets: [
    "Boards that adapt to any workflow, from sprints to hiring pipelines",
    "Automations that move work forward without manual follow-ups",
    "Dashboards that roll up progress across teams in real time",
    "Integrations and an open API that connect the rest of your stack",
  ],
};

export const featureGridSection = {
  heading: "Explore every feature",
  lead: "Each product area has its own page with the details, a live-looking preview and customer stories.",
};
