import { z } from "zod";
import { distinctItems, uniqueBy } from "./rules.ts";
import { text } from "./schemas.ts";

/*
 * content/pictures/*.json: the words and figures drawn inside the product pictures (the app
 * windows drawn in HTML on the home page and the feature pages). Each picture is one image
 * for assistive tech, named by its `alt`; its words follow the page's language like any
 * other copy (issue 48). Figures are numbers, written by each language's own rules.
 */

const listed = (blanks: string[]) => blanks.map((blank) => `{${blank}}`).join(", ");

/**
 * A sentence the page fills values into: each blank must stay, spelled as here, once; a
 * blank the page does not know would show as typed.
 */
const withBlanks = (...blanks: string[]) =>
  text.superRefine((sentence, context) => {
    const used = [...sentence.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
    const missing = blanks.filter((blank) => !used.includes(blank));
    const unknown = used.filter((blank) => !blanks.includes(blank));
    const repeated = blanks.filter((blank) => used.filter((name) => name === blank).length > 1);
    if (missing.length > 0)
      context.addIssue({
        code: "custom",
        message: `must keep the blank${missing.length > 1 ? "s" : ""} ${listed(missing)}: the page fills in ${missing.length > 1 ? "those values" : "that value"} there`,
      });
    if (unknown.length > 0)
      context.addIssue({
        code: "custom",
        message: `has ${listed(unknown)}, which the page does not fill: its blanks are ${listed(blanks)}`,
      });
    if (repeated.length > 0)
      context.addIssue({
        code: "custom",
        message: `has ${listed(repeated)} more than once: each blank goes in once`,
      });
  });

/** A list the picture draws item by item: no two alike, so each has its place. */
const distinct = distinctItems(
  (item) => `"${item}" is listed twice: each entry needs its own words`,
);

/** A window's title bar: it is drawn on one line, cut with "…" past its width. */
const windowTitle = text.max(60);
/** What the picture shows, for people who cannot see it. */
const alt = text.max(700);
const initials = z.string().regex(/^[A-Z]{2}$/, "must be two capital letters: an owner's initials");
const label = text.max(40);
/** A status pill's or a column's colour; its words carry the meaning. */
const tone = z.enum(["waiting", "active", "blocked", "done", "info", "accent"]);
const percent = z.number().min(0).max(100);
const isoDate = z.iso.date("must be a date written 2026-06-18");

/** content/pictures/board-columns.json: the headings every board picture shares. */
export const boardColumnsSchema = z
  .object({
    itemHeading: label,
    ownerHeading: label,
    statusHeading: label,
    timelineHeading: label,
    /** At phone width a column shows its first card, and this for the rest. */
    moreCards: withBlanks("count").max(30),
  })
  .strict();

/** content/pictures/hero-dashboard.json: the home page's picture. */
export const heroDashboardSchema = z
  .object({
    title: windowTitle,
    alt: withBlanks("sprint", "goals", "columns").max(700),
    sprint: z.object({ label, percent }).strict(),
    goals: z.object({ label, percent }).strict(),
    chartLabel: label,
    /** Tasks done in each of the last weeks, as a share of the best week's (0-100). */
    weeklyTasks: z.array(percent).min(4).max(10),
    columns: z
      .array(
        z
          .object({ name: label, tone, tasks: z.array(label).min(1).max(3).superRefine(distinct) })
          .strict(),
      )
      .length(3)
      .superRefine(uniqueBy("name", "column")),
  })
  .strict();

/** content/pictures/work-os-board.json: the features overview's picture. */
export const workOsBoardSchema = z
  .object({
    title: windowTitle,
    alt: withBlanks("statuses").max(700),
    rows: z
      .array(
        z
          .object({
            item: label,
            owner: initials,
            status: label,
            tone,
            start: z.number().int().min(0).max(6).meta({
              title: "Starts in week",
              description:
                "Where its bar starts, in weeks from the start of the seven-week timeline (0 is the first week)",
            }),
            span: z
              .number()
              .int()
              .min(1)
              .max(7)
              .meta({ title: "Length in weeks", description: "How many weeks its bar runs" }),
          })
          .strict()
          .refine((row) => row.start + row.span <= 7, {
            message: "start + span must be at most 7: the timeline is seven weeks long",
            path: ["span"],
          }),
      )
      .min(3)
      .max(6)
      .superRefine(uniqueBy("item", "row")),
  })
  .strict();

/** content/pictures/project-board.json: the project management page's picture. */
export const projectBoardSchema = z
  .object({
    title: windowTitle,
    alt,
    board: label,
    /** The view switcher's tabs; the first is drawn selected. */
    views: z.array(label).min(2).max(4).superRefine(distinct),
    columns: z
      .array(
        z
          .object({
            name: label,
            tone,
            tasks: z
              .array(
                z
                  .object({
                    title: label,
                    labels: z.array(label).min(1).max(3).superRefine(distinct),
                    owner: initials,
                    due: isoDate,
                    status: label,
                    tone,
                  })
                  .strict(),
              )
              .min(1)
              .max(3)
              .superRefine(uniqueBy("title", "task")),
          })
          .strict(),
      )
      .length(3)
      .superRefine(uniqueBy("name", "column")),
  })
  .strict();

/** content/pictures/sales-pipeline.json: the sales CRM page's picture. */
export const salesPipelineSchema = z
  .object({
    title: windowTitle,
    alt: withBlanks("stages").max(700),
    /** One stage in the text alternative. */
    stageAlt: withBlanks("stage", "deals").max(200),
    /** One deal in the text alternative. */
    dealAlt: withBlanks("company", "amount", "owner", "tag", "age").max(200),
    /** A deal's age on its card, in days, as short as the language writes it ("2d"). */
    ageOnCard: withBlanks("days").max(12),
    stages: z
      .array(
        z
          .object({
            name: label,
            tone,
            deals: z
              .array(
                z
                  .object({
                    company: label,
                    /** In US dollars. */
                    amount: z.number().int().positive(),
                    owner: initials,
                    tag: label,
                    ageDays: z.number().int().min(0).max(365),
                  })
                  .strict(),
              )
              .min(1)
              .max(3)
              .superRefine(uniqueBy("company", "deal")),
          })
          .strict(),
      )
      .length(5)
      .superRefine(uniqueBy("name", "stage")),
  })
  .strict();

/** content/pictures/executive-dashboard.json: the dashboards and reporting page's picture. */
export const executiveDashboardSchema = z
  .object({
    title: windowTitle,
    alt: withBlanks("dashboards", "figures", "firstMonth", "lastMonth", "statuses").max(700),
    dashboardsHeading: label,
    /** The sidebar's dashboards; the first is drawn open. */
    dashboards: z.array(label).min(2).max(5).superRefine(distinct),
    kpis: z
      .array(
        z
          .object({
            label,
            /** Written as the language writes it ("$4.2M", "4,2 Mio. $"). */
            figure: z
              .object({
                value: z.number(),
                unit: z.enum(["usd", "percent"]).optional(),
                short: z.enum(["letters", "words"]).optional(),
              })
              .strict(),
            change: label,
          })
          .strict(),
      )
      .length(3)
      .superRefine(uniqueBy("label", "figure")),
    revenueHeading: label,
    /** Months of the year (1-12), in order, each with its revenue in millions of dollars. */
    revenueByMonth: z
      .array(
        z
          .object({
            month: z.number().int().min(1).max(12),
            millions: z.number().min(0.8).max(1.8),
          })
          .strict(),
      )
      .min(3)
      .max(12)
      .refine(
        (months) =>
          months.every(
            (entry, index) => index === 0 || entry.month > (months[index - 1]?.month ?? 0),
          ),
        {
          message:
            "the months must run in order, each once: the chart reads from the first to the last",
        },
      ),
    statusesHeading: label,
    taskStatuses: z
      .array(z.object({ status: label, count: z.number().int().min(0), tone }).strict())
      .min(2)
      .max(4)
      .superRefine(uniqueBy("status", "status"))
      .refine((entries) => entries.some((entry) => entry.count > 0), {
        message: "at least one status needs a task: the ring shows their shares",
      }),
  })
  .strict();

/** content/pictures/team-discussion.json: the team collaboration page's picture. */
export const teamDiscussionSchema = z
  .object({
    title: windowTitle,
    alt,
    membersHeading: withBlanks("count").max(40),
    members: z
      .array(
        z
          .object({
            name: label,
            initials,
            presence: label,
            /** The presence dot's look: online, away, busy (in a meeting) or offline. */
            tone: z.enum(["online", "away", "busy", "offline"]),
          })
          .strict(),
      )
      .min(2)
      .max(6)
      .superRefine(uniqueBy("name", "member")),
    task: label,
    taskStatus: label,
    messages: z
      .array(
        z
          .object({
            author: label,
            initials,
            /** A clock time, 24-hour. */
            time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time written 10:02"),
            /** The message in pieces: a piece that starts with @ is drawn as a mention. */
            parts: z.array(text.max(200)).min(1).max(5),
            filename: z
              .string()
              .regex(/^[\w.-]+$/, "must be a file's name, such as notes.docx")
              .optional(),
          })
          .strict(),
      )
      .min(1)
      .max(4)
      .superRefine(uniqueBy("time", "message")),
  })
  .strict();

/** content/pictures/automation-rule.json: the workflow automation page's picture. */
export const automationRuleSchema = z
  .object({
    title: windowTitle,
    alt: withBlanks("first", "second").max(700),
    rule: label,
    board: label,
    whenHeading: label,
    /** The trigger: the column, and the two statuses that fire the rule (site-spec §4). */
    trigger: z
      .object({
        column: label,
        first: label,
        second: label,
        sentence: withBlanks("column", "first", "second").max(80),
      })
      .strict(),
    thenHeading: label,
    actions: z
      .array(
        z
          .object({
            icon: z.enum(["mail", "square-plus", "arrow-right-left"]),
            sentence: withBlanks("detail").max(80),
            detail: label,
          })
          .strict(),
      )
      .min(1)
      .max(4)
      .superRefine(uniqueBy("detail", "action")),
  })
  .strict();

export type BoardColumns = z.output<typeof boardColumnsSchema>;
export type HeroDashboardPicture = z.output<typeof heroDashboardSchema>;
export type WorkOsBoardPicture = z.output<typeof workOsBoardSchema>;
export type ProjectBoardPicture = z.output<typeof projectBoardSchema>;
export type SalesPipelinePicture = z.output<typeof salesPipelineSchema>;
export type ExecutiveDashboardPicture = z.output<typeof executiveDashboardSchema>;
export type TeamDiscussionPicture = z.output<typeof teamDiscussionSchema>;
export type AutomationRulePicture = z.output<typeof automationRuleSchema>;
export type PictureTone = z.output<typeof tone>;
