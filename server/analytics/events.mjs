import goalsFile from "../../content/analytics/goals.json" with { type: "json" };
import { referrerSiteOf, utmOf } from "./visitor.mjs";

/** The beacon path of page views and goals; the vitals' own is `/rum`. */
export const eventPath = "/rum/event";
/** A beacon is a few hundred bytes; anything over this is refused unread. */
export const maxEventBytes = 4096;

/**
 * Goals and funnels, as the team sets them in content/analytics/goals.json (checked by
 * app/content/analytics-goals.schema.ts when the site is built). Where each goal is counted:
 * forms, newsletter sign-ups and pages by the server, as it stores what was sent or the page
 * view, with or without JavaScript (a beacon that claims one of those is refused); plans,
 * outbound links and custom goals by the beacon script (a plan's id, a link's host, a custom
 * goal's `data-goal-<property>` attributes as its detail).
 */
const SERVER_KINDS = new Set(["form", "newsletter", "page"]);
const DETAILS = {
  plan: /^[a-z0-9-]{1,40}$/,
  outbound: /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/,
};
/**
 * The goals file as the server uses it: `GOALS` by name (with where each is counted),
 * `FUNNELS`, `PAGE_GOALS` (per path, the goals a view of it reaches) and `GOAL_VALUES` (US
 * dollars, by name, of the goals that have one). `goalSettings` is content/analytics/goals.json's;
 * a test passes its own.
 */
export function compileGoals(file) {
  const GOALS = Object.fromEntries(
    file.goals.map((goal) => [
      goal.id,
      {
        ...goal,
        from: SERVER_KINDS.has(goal.kind) ? "server" : "browser",
        detail: DETAILS[goal.kind],
        properties: goal.properties ?? [],
      },
    ]),
  );
  const PAGE_GOALS = new Map();
  for (const goal of file.goals)
    if (goal.kind === "page")
      PAGE_GOALS.set(goal.path, [...(PAGE_GOALS.get(goal.path) ?? []), goal.id]);
  const GOAL_VALUES = Object.fromEntries(
    file.goals.filter((goal) => goal.value !== undefined).map((goal) => [goal.id, goal.value]),
  );
  return { GOALS, FUNNELS: file.funnels, PAGE_GOALS, GOAL_VALUES };
}
export const goalSettings = compileGoals(goalsFile);
export const { GOALS } = goalSettings;
/** A custom goal's property value: letters, digits, spaces and . _ / -, as a person typed it. */
const PROPERTY_VALUE = /^[\p{L}\p{N} ._/-]{1,60}$/u;
export const GOAL_NAMES = Object.keys(GOALS);

const MARKUP = /[<>"'`\\]/;
const KEYS = new Set(["n", "u", "r", "d", "p"]);

/**
 * Reads a beacon: `{ n: "view" | goal, u: the page's address, r?: the referrer (first
 * view only), d?: the goal's detail, p?: a custom goal's properties (`{ name: value }`,
 * only those the goal lists) }`. Resolves to `{ event }` or `{ error }` (400):
 * anything mistyped, an unknown key or goal, a goal only the server counts, an address of
 * another site, or a referrer with markup. A UTM value is kept normalized, whatever it holds
 * (visitor.mjs `normalizeTag`), so an odd tag never costs the view. `pagePaths` (a Set) are the site's
 * pages; any other path is counted as "(not found)", so no visitor-typed path is kept.
 */
export function readEvent(body, { pagePaths, host, goals = goalSettings }) {
  let data;
  try {
    data = JSON.parse(body);
  } catch {
    return { error: "The beacon is not JSON." };
  }
  if (!data || typeof data !== "object" || Array.isArray(data))
    return { error: "The beacon must be an object." };
  for (const key of Object.keys(data))
    if (!KEYS.has(key)) return { error: `The beacon has an unknown field: ${key.slice(0, 20)}.` };
  const { n: name, u: address, r: referrer, d: detail, p: properties } = data;
  if (typeof name !== "string") return { error: "The beacon names no event." };
  if (typeof address !== "string" || address.length > 2048)
    return { error: "The beacon's page address is missing or too long." };
  if (referrer !== undefined && (typeof referrer !== "string" || referrer.length > 2048))
    return { error: "The referrer must be an address of at most 2,048 characters." };
  if (referrer !== undefined && MARKUP.test(referrer))
    return { error: "The referrer carries markup." };
  if (detail !== undefined && typeof detail !== "string")
    return { error: "The goal's detail must be text." };

  let url;
  try {
    url = new URL(address);
  } catch {
    return { error: "The page address is not an address." };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { error: "The page address is not a web address." };
  if (host && url.host.toLowerCase() !== String(host).toLowerCase())
    return { error: "The page is not on this site." };
  const path = pagePaths.has(url.pathname) ? url.pathname : "(not found)";

  if (name === "view") {
    if (detail !== undefined || properties !== undefined)
      return { error: "A page view has no detail." };
    const referrerSite = referrerSiteOf(referrer, url.hostname);
    if (referrerSite === undefined) return { error: "The referrer is not a web address." };
    return { event: { kind: "view", path, referrerSite, utm: utmOf(url.searchParams) } };
  }
  const goal = goals.GOALS[name];
  if (!goal || !Object.hasOwn(goals.GOALS, name))
    return { error: "The beacon names an unknown goal." };
  if (goal.from !== "browser") return { error: "That goal is counted by the server only." };
  if (referrer !== undefined) return { error: "A goal carries no referrer." };
  if (goal.detail ? !(detail && goal.detail.test(detail)) : detail !== undefined)
    return { error: "The goal's detail is missing or not one it takes." };
  if (properties === undefined)
    return { event: { kind: "goal", path, goal: name, detail: detail ?? null } };
  if (!properties || typeof properties !== "object" || Array.isArray(properties))
    return { error: "The goal's properties must be an object." };
  for (const [key, value] of Object.entries(properties)) {
    if (!goal.properties.includes(key))
      return { error: `The goal takes no property ${key.slice(0, 20)}.` };
    if (typeof value !== "string" || !PROPERTY_VALUE.test(value))
      return { error: `The goal's property ${key} must be 1 to 60 letters, digits or spaces.` };
  }
  // Counted value by value: the properties the goal lists, in its order.
  const described = goal.properties
    .filter((key) => Object.hasOwn(properties, key))
    .map((key) => `${key}: ${properties[key]}`)
    .join("; ");
  return { event: { kind: "goal", path, goal: name, detail: described || null } };
}
