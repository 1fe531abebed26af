// The hostile corpus of the previews (server/previews): share tokens forged from a real one
// (a signature changed, moved to another share, an expiry pushed out, the form bent) and
// paths that try to leave a preview (for the team's pages, the other previews, the build's
// own files, the disk). Deterministic, so a failure names a request that can be replayed.

/** Tokens that must open nothing, made from `valid` (a live token) and `other` (another's). */
export function forgedTokens(valid, other) {
  const [id, expires, signature] = valid.split(".");
  const [otherId, otherExpires, otherSignature] = other.split(".");
  const flip = (text, at) =>
    `${text.slice(0, at)}${text[at] === "A" ? "B" : "A"}${text.slice(at + 1)}`;
  const later = String(Number(expires) + 86_400 * 365);
  return [
    // The signature changed: one character, all of it, cut short, made longer.
    `${id}.${expires}.${flip(signature, 0)}`,
    `${id}.${expires}.${flip(signature, signature.length - 1)}`,
    `${id}.${expires}.${"A".repeat(43)}`,
    `${id}.${expires}.${signature.slice(0, 42)}`,
    `${id}.${expires}.${signature}A`,
    `${id}.${expires}.`,
    // A signature moved to another share, or another share's expiry.
    `${otherId}.${expires}.${signature}`,
    `${id}.${otherExpires}.${otherSignature}`,
    `${id}.${expires}.${otherSignature}`,
    // The expiry pushed out (a year, the far future), or written otherwise.
    `${id}.${later}.${signature}`,
    `${id}.9999999999.${signature}`,
    `${id}.0${expires}.${signature}`,
    `${id}.${expires}.0.${signature}`,
    `${id}.-${expires}.${signature}`,
    `${id}.${expires}e0.${signature}`,
    // The share id bent.
    `0${id}.${expires}.${signature}`,
    `${Number(id) + 1000}.${expires}.${signature}`,
    `${id}${id}.${expires}.${signature}`,
    `-${id}.${expires}.${signature}`,
    `${id}%20or%201=1.${expires}.${signature}`,
    `${id}';drop table preview_share;--.${expires}.${signature}`,
    // Not a token at all.
    "",
    "x",
    "1.1.1",
    "..",
    ".",
    `${valid}.`,
    `.${valid}`,
    valid.toUpperCase(),
    "a".repeat(4096),
    `${valid}%00`,
    `${valid}%0d%0aSet-Cookie:%20a=b`,
  ];
}

/** Paths under a preview's prefix that try to reach what is not that preview's. */
export function escapingPaths({ otherPreview, otherToken }) {
  return [
    "/../../admin",
    "/../../admin/api/leads",
    "/..%2f..%2fadmin",
    "/%2e%2e/%2e%2e/admin/api/leads",
    "/%2e%2e%2f%2e%2e%2fadmin",
    "/%252e%252e/%252e%252e/admin",
    "/..%5c..%5cadmin",
    "/%c0%ae%c0%ae/admin",
    "/admin",
    "/admin/",
    "/admin/login",
    "/admin/api/leads",
    "/admin/edit",
    `/admin/preview/${otherPreview}/`,
    `/../${otherPreview}/`,
    `/%2e%2e/${otherPreview}/`,
    `/preview/${otherToken}/`,
    `/../${otherToken}/`,
    "/site-headers.json",
    "/../site-headers.json",
    "/%2e%2e/site-headers.json",
    "/client/index.html",
    "/index.html",
    "/index.html.br",
    "/pricing/index.html",
    "/.git/config",
    "/../../../../../../etc/passwd",
    "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/assets/../../site-headers.json",
    "/assets/%2e%2e/%2e%2e/site-headers.json",
    "/%00",
    "/pricing%00",
    "/pricing%0d%0aSet-Cookie:%20a=b",
    "/%",
    "/%zz",
    "/pricing/..",
    "/pricing/%2e%2e",
    `/${"a".repeat(3000)}`,
    "/a".repeat(500),
  ];
}
