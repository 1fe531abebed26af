import { referrerSiteOf, utmOf } from "./visitor.mjs";

/** The beacon path of page views and goals; the vitals' own is `/rum`. */
export const eventPath = "/rum/event";
/** A beacon is a few hundred bytes; anything over this is refused unread. */
export const maxEventBytes = 4096;

/**
 * Goals, with where each is counted. Forms are counted by the server when it stores what
 * was sent, with or without JavaScript; a beacon that claims one of those is refused.
 */
export const GOALS = {
  contact: { label: "Contact or demo request sent", from: "server" },
  newsletter: { label: "Newsletter confirmed", from: "server" },
  plan: { label: "Plan button pressed", from: "browser", detail: /^[a-z0-9-]{1,40}$/ },
  "demo-board": { label: "Demo board used", from: "browser" },
  "try-it": { label: "Try it call", from: "browser" },
  outbound: {
    label: "Outbound link followed",
    from: "browser",
    detail: /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/,
  },
};
export const GOAL_NAMES = Object.keys(GOALS);

const MARKUP = /[<>"'`\\]/;
const KEYS = new Set(["n", "u", "r", "d"]);

/**
 * Reads a beacon: `{ n: "view" | goal, u: the page's address, r?: the referrer (first
 * view only), d?: the goal's detail }`. Resolves to `{ event }` or `{ error }` (400):
 * anything mistyped, an unknown key or goal, a goal only the server counts, an address of
 * another site, or a referrer with markup. A UTM value is kept normalized, whatever it holds
 * (visitor.mjs `normalizeTag`), so an odd tag never costs the view. `pagePaths` (a Set) are the site's
 * pages; any other path is counted as "(not found)", so no visitor-typed path is kept.
 */
export function readEvent(body, { pagePaths, host }) {
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
  const { n: name, u: address, r: referrer, d: detail } = data;
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
    if (detail !== undefined) return { error: "A page view has no detail." };
    const referrerSite = referrerSiteOf(referrer, url.hostname);
    if (referrerSite === undefined) return { error: "The referrer is not a web address." };
    return { event: { kind: "view", path, referrerSite, utm: utmOf(url.searchParams) } };
  }
  const goal = GOALS[name];
  if (!goal || !Object.hasOwn(GOALS, name)) return { error: "The beacon names an unknown goal." };
  if (goal.from !== "browser") return { error: "That goal is counted by the server only." };
  if (referrer !== undefined) return { error: "A goal carries no referrer." };
  if (goal.detail ? !(detail && goal.detail.test(detail)) : detail !== undefined)
    return { error: "The goal's detail is missing or not one it takes." };
  return { event: { kind: "goal", path, goal: name, detail: detail ?? null } };
}
