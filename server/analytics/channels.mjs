import { z } from "zod";
import data from "./channel-rules.json" with { type: "json" };
import { sourceGroup } from "./visitor.mjs";

/**
 * Channels: visits grouped by referrer and campaign tags (direct, organic and paid search,
 * organic and paid social, email, referral, affiliates, display). The rules are data
 * (`channel-rules.json`), checked here when the server starts: a mistake stops it with the
 * field and the reason.
 */
const KINDS = ["search", "social", "email", "other", "none"];
const names = z.array(z.string().min(1)).min(1);
const rulesSchema = z
  .object({
    $comment: z.string().optional(),
    channels: z.array(z.object({ id: z.string().regex(/^[a-z-]+$/), label: z.string().min(1) })),
    sources: z.object({ search: names, social: names, email: names }).strict(),
    rules: z.array(
      z
        .object({
          channel: z.string(),
          source: z.array(z.enum(KINDS)).min(1).optional(),
          medium: names.optional(),
          mediumPattern: z
            .string()
            .refine((pattern) => {
              try {
                new RegExp(pattern, "u");
                return true;
              } catch {
                return false;
              }
            }, "not a regular expression")
            .optional(),
        })
        .strict()
        .refine(
          (rule) => rule.source || rule.medium || rule.mediumPattern,
          "a rule needs a condition",
        ),
    ),
    fallback: z.string(),
  })
  .strict()
  .superRefine((rules, context) => {
    const ids = new Set(rules.channels.map((channel) => channel.id));
    const named = [
      ...rules.rules.map((rule, index) => [["rules", index, "channel"], rule.channel]),
      [["fallback"], rules.fallback],
    ];
    for (const [path, id] of named)
      if (!ids.has(id)) context.addIssue({ code: "custom", path, message: `no channel "${id}"` });
  });

/** The rules file read and checked; throws naming the field and the rule broken. */
export function compileChannelRules(raw) {
  const parsed = rulesSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `server/analytics/channel-rules.json: ${parsed.error.issues
        .map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`)
        .join("; ")}`,
    );
  const rules = parsed.data;
  const sources = Object.entries(rules.sources).map(([kind, list]) => [kind, new Set(list)]);
  return {
    channels: rules.channels,
    labels: new Map(rules.channels.map((channel) => [channel.id, channel.label])),
    fallback: rules.fallback,
    sources,
    rules: rules.rules.map((rule) => ({
      channel: rule.channel,
      source: rule.source && new Set(rule.source),
      medium: rule.medium && new Set(rule.medium),
      mediumPattern: rule.mediumPattern && new RegExp(rule.mediumPattern, "u"),
    })),
  };
}

export const channelRules = compileChannelRules(data);

/**
 * The kind of a visit's source: its utm_source when it has one (a name of `sources`, or a
 * host whose first part is one, or a host `sourceGroup` knows), else its referrer site by
 * host; `none` without either.
 */
export function sourceKind({ utm_source, referrer_site }, rules = channelRules) {
  if (utm_source) {
    const host = utm_source.replace(/^www\./, "");
    for (const [kind, list] of rules.sources)
      if (list.has(utm_source) || list.has(host) || list.has(host.split(".")[0])) return kind;
    if (host.includes(".")) {
      const group = sourceGroup(host);
      if (group === "search" || group === "social") return group;
    }
    return "other";
  }
  if (referrer_site) {
    const group = sourceGroup(referrer_site);
    return group === "search" || group === "social" ? group : "other";
  }
  return "none";
}

/** The channel id of a visit from its first touch: `{ referrer_site, utm_source, utm_medium }`. */
export function channelOf(visit, rules = channelRules) {
  const kind = sourceKind(visit, rules);
  const medium = visit.utm_medium ?? "";
  for (const rule of rules.rules) {
    if (rule.source && !rule.source.has(kind)) continue;
    if (rule.medium && !rule.medium.has(medium)) continue;
    if (rule.mediumPattern && !(medium && rule.mediumPattern.test(medium))) continue;
    return rule.channel;
  }
  return rules.fallback;
}

/** A channel id as people read it ("Paid search"); the id itself when the rules lost it. */
export const channelLabel = (id, rules = channelRules) => rules.labels.get(id) ?? id;
