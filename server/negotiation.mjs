const preferenceCache = new Map();
const PREFERENCE_CACHE_LIMIT = 64;

/** Accept-Encoding as codings in order of preference (q > 0; Brotli before gzip on a tie). */
function preferences(acceptEncoding) {
  const cached = preferenceCache.get(acceptEncoding);
  if (cached) return cached;
  const weights = new Map();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name && Number.isFinite(weight)) weights.set(name, weight);
  }
  const wildcard = weights.get("*") ?? 0;
  const rank = (coding) => weights.get(coding) ?? wildcard;
  const order = ["br", "gzip"].filter((coding) => rank(coding) > 0);
  order.sort((a, b) => rank(b) - rank(a));
  if (preferenceCache.size >= PREFERENCE_CACHE_LIMIT) preferenceCache.clear();
  preferenceCache.set(acceptEncoding, order);
  return order;
}

/** The content coding to send: the client's favourite among those built, else identity. */
export function chooseEncoding(acceptEncoding, variants) {
  if (!acceptEncoding) return "identity";
  return preferences(acceptEncoding).find((coding) => coding in variants) ?? "identity";
}

/** True when If-None-Match names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === etag;
  });
}
