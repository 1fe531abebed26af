import { z } from "zod";
import { text } from "./schemas.ts";

const id = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{0,39}$/,
    "must be 1 to 40 lower-case letters, digits and hyphens, starting with a letter",
  );
const path = z
  .string()
  .regex(/^\/[^\s?#]*$/, "must be a path of this site, such as /pricing (no query, no #)");
/** The kinds whose id is fixed: the name the server or the beacon script counts them by. */
const FIXED_IDS: Record<string, string> = {
  newsletter: "newsletter",
  plan: "plan",
  outbound: "outbound",
};

const goal = z
  .object({
    id: id.meta({
      title: "Name",
      description:
        "How the goal is counted and filtered; a custom goal's name is its data-goal attribute",
    }),
    label: text.max(80).meta({ title: "Label", description: "What the dashboard calls it" }),
    kind: z
      .enum(["page", "form", "plan", "outbound", "newsletter", "custom"])
      .meta({ title: "Kind", description: "What reaches the goal" }),
    path: path.optional().meta({
      title: "Page (page goals)",
      description: "The page whose visit reaches a goal of the kind page",
    }),
    form: z
      .enum(["contact"])
      .optional()
      .meta({ title: "Form (form goals)", description: "The form whose sending reaches it" }),
    properties: z.array(id).max(3, "must be at most 3 properties").optional().meta({
      title: "Properties (custom goals)",
      description: "data-goal-<name> attributes sent with the goal, counted value by value",
    }),
    value: z
      .number("must be a number of US dollars")
      .nonnegative("must not be negative")
      .max(1_000_000, "must be at most 1,000,000")
      .optional()
      .meta({
        title: "Value (US dollars)",
        description: "What reaching it is worth: summed per source and campaign",
      }),
  })
  .strict()
  .superRefine((goal, context) => {
    const issue = (field: string, message: string) =>
      context.addIssue({ code: "custom", path: [field], message });
    if (goal.kind === "page" && !goal.path) issue("path", "a page goal needs its page");
    if (goal.kind !== "page" && goal.path) issue("path", "only a page goal has a page");
    if (goal.kind === "form" && !goal.form) issue("form", "a form goal needs its form");
    if (goal.kind !== "form" && goal.form) issue("form", "only a form goal has a form");
    if (goal.kind === "form" && goal.form && goal.id !== goal.form)
      issue("id", `a form goal is named as its form: ${goal.form}`);
    const fixed = FIXED_IDS[goal.kind];
    if (fixed && goal.id !== fixed) issue("id", `a ${goal.kind} goal is named ${fixed}`);
    if (goal.kind !== "custom" && goal.properties?.length)
      issue("properties", "only a custom goal has properties");
  });

const step = z
  .object({
    label: text.max(80).meta({ title: "Label", description: "What the funnel calls the step" }),
    kind: z
      .enum(["entry", "page", "goal"])
      .meta({ title: "Kind", description: "The visit's start, a page read, or a goal reached" }),
    path: path.optional().meta({ title: "Page (page steps)" }),
    goal: id.optional().meta({ title: "Goal (goal steps)", description: "A goal's name" }),
  })
  .strict()
  .superRefine((step, context) => {
    const issue = (field: string, message: string) =>
      context.addIssue({ code: "custom", path: [field], message });
    if (step.kind === "page" && !step.path) issue("path", "a page step needs its page");
    if (step.kind === "goal" && !step.goal) issue("goal", "a goal step needs its goal");
    if (step.kind !== "page" && step.path) issue("path", "only a page step has a page");
    if (step.kind !== "goal" && step.goal) issue("goal", "only a goal step has a goal");
  });

/**
 * content/analytics/goals.json: the goals and funnels of the visit analytics
 * (/admin/analytics). The server reads it as it stands (server/analytics/events.mjs), so it
 * holds plain values, never {{references}}.
 */
export const analyticsGoalsSchema = z
  .object({
    goals: z
      .array(goal)
      .min(1, "must list at least one goal")
      .max(30, "must list at most 30 goals")
      .meta({ title: "Goals" }),
    funnels: z
      .array(
        z
          .object({
            id: id.meta({ title: "Name" }),
            label: text.max(80).meta({ title: "Label" }),
            steps: z
              .array(step)
              .min(2, "must have at least 2 steps")
              .max(8, "must have at most 8 steps")
              .meta({ title: "Steps", description: "In the order a visit takes them" }),
          })
          .strict(),
      )
      .max(5, "must list at most 5 funnels")
      .meta({ title: "Funnels" }),
  })
  .strict()
  .superRefine((file, context) => {
    const names = new Set<string>();
    file.goals.forEach((goal, index) => {
      if (names.has(goal.id))
        context.addIssue({
          code: "custom",
          path: ["goals", index, "id"],
          message: `another goal is named ${goal.id}`,
        });
      names.add(goal.id);
    });
    const funnels = new Set<string>();
    file.funnels.forEach((funnel, index) => {
      if (funnels.has(funnel.id))
        context.addIssue({
          code: "custom",
          path: ["funnels", index, "id"],
          message: `another funnel is named ${funnel.id}`,
        });
      funnels.add(funnel.id);
      funnel.steps.forEach((step, stepIndex) => {
        if (step.kind === "goal" && step.goal && !names.has(step.goal))
          context.addIssue({
            code: "custom",
            path: ["funnels", index, "steps", stepIndex, "goal"],
            message: `names no goal of the list: ${step.goal}`,
          });
        if (step.kind === "entry" && stepIndex > 0)
          context.addIssue({
            code: "custom",
            path: ["funnels", index, "steps", stepIndex, "kind"],
            message: "only the first step can be the visit's start",
          });
      });
    });
  });

export type AnalyticsGoalsContent = z.output<typeof analyticsGoalsSchema>;
