import { createHmac } from "node:crypto";
import Bowser from "bowser";

/**
 * What the server reads from a request and a page's address to count a visit: the
 * visitor's daily hash, the device class, browser and system (Bowser, MIT: decision 025),
 * the referrer's site and its group, and the UTM fields. Nothing here keeps anything.
 */

/**
 * The visitor's hash for the day: an HMAC of the address, the user agent and the site with
 * the day's secret every instance shares (server/http/limits.mjs). The secret is deleted as
 * the next day begins, so yesterday's hashes cannot be made again nor matched to today's.
 */
export const visitorHash = (secret, { address, userAgent, site }) =>
  createHmac("sha256", secret)
    .update(`visitor\u0000${address}\u0000${userAgent}\u0000${site}`)
    .digest("base64url");

/**
 * The device class, browser and system of a user agent; "Unknown" when Bowser cannot tell.
 * Remembered for the last 1,000 agents: most visits share a few dozen, and parsing one
 * costs tens of microseconds at every beacon.
 */
export function describeAgent(userAgent) {
  const key = String(userAgent || "unknown");
  let described = agents.get(key);
  if (!described) {
    described = parseAgent(key);
    if (agents.size >= 1000) agents.delete(agents.keys().next().value);
    agents.set(key, described);
  }
  return described;
}
const agents = new Map();

function parseAgent(userAgent) {
  const parser = Bowser.getParser(userAgent);
  const platform = parser.getPlatformType(true);
  return {
    device: platform === "mobile" ? "phone" : platform === "tablet" ? "tablet" : "desktop",
    browser: clean(parser.getBrowserName()) || "Unknown",
    os: clean(parser.getOSName()) || "Unknown",
  };
}
const clean = (text) =>
  typeof text === "string" ? text.replace(/[^\w .-]/g, "").slice(0, 40) : "";

const SEARCH =
  /(^|\.)(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia|qwant|startpage|brave|kagi|naver|seznam)\.[a-z.]+$|^search\.brave\.com$/;
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|x|t|reddit|youtube|tiktok|pinterest|mastodon|bsky|threads|news\.ycombinator|ycombinator|quora|medium)\.[a-z.]+$|^(t\.co|lnkd\.in|bsky\.app|x\.com)$/;

/** The group of a referrer's site: search, social, other sites, or direct without one. */
export function sourceGroup(referrerSite) {
  if (!referrerSite) return "direct";
  if (SEARCH.test(referrerSite)) return "search";
  if (SOCIAL.test(referrerSite)) return "social";
  return "other";
}

/** A host name as the dashboard shows it: lower case, without "www.". */
const HOST = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)*$/;

/**
 * The referrer's site, or null when there is none, it is this site, or it is not an http(s)
 * address; `undefined` when it carries something that is not an address (refused).
 */
export function referrerSiteOf(referrer, ownHost) {
  if (referrer === undefined || referrer === "") return null;
  let url;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (!HOST.test(host) || host.length > 253) return undefined;
  if (
    ownHost &&
    host ===
      String(ownHost)
        .toLowerCase()
        .replace(/^www\./, "")
  )
    return null;
  return host;
}

export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];
/** The longest campaign tag kept, in characters (code points); a longer one is cut. */
export const UTM_MAX_CHARS = 100;
/**
 * Characters no tag keeps: controls, invisible format characters (bidirectional overrides,
 * zero-width spaces) but the joiner inside emoji, unassigned and private-use code points.
 */
const UNSEEN = /[\p{Cc}\p{Cs}\p{Co}\p{Cn}]|(?!\u200d)\p{Cf}/gu;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const codePoints = (text) => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

/**
 * A campaign tag as it is kept: NFKC (full-width and styled letters become plain ones),
 * lower case, invisible characters removed, runs of spaces made one, trimmed, and cut to
 * `UTM_MAX_CHARS` at a character's edge (an emoji is never cut in half). Null when nothing is
 * left. Every other character is kept: the dashboard, the CSV and the inbox escape what they
 * show, so a tag with a quote or `=` is text, never markup nor a formula.
 */
export function normalizeTag(raw) {
  const text = raw
    .normalize("NFKC")
    .replace(/\s+/gu, " ")
    .replace(UNSEEN, "")
    .toLowerCase()
    .replace(/ {2,}/g, " ")
    .trim();
  // Counting code points is cheap; cutting at a grapheme's edge (Intl.Segmenter) is not, and
  // is needed only for a tag that is too long.
  if (codePoints(text) <= UTM_MAX_CHARS) return text || null;
  let kept = "";
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = [...segment].length;
    if (length + size > UTM_MAX_CHARS) break;
    kept += segment;
    length += size;
  }
  return kept.trim() || null;
}

/** The UTM fields of a page's query, each normalized (`normalizeTag`); null when absent. */
export function utmOf(searchParams) {
  return Object.fromEntries(
    UTM_FIELDS.map((field) => {
      const raw = searchParams.get(field);
      return [field, raw === null ? null : normalizeTag(raw)];
    }),
  );
}
