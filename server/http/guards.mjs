/**
 * Guards shared by every route that changes something (forms, newsletter, admin, metrics).
 *
 * `refuseCrossSite(request)`: a state-changing request must come from a page of this
 * site. Browsers send `Sec-Fetch-Site` (same-origin for our own pages, none for a typed
 * address) and `Origin` on every POST; either one naming another site is refused. A
 * request with neither (curl, an old browser) passes: it carries no ambient credentials a
 * forged cross-site post could abuse. Returns undefined when the request may go on, or
 * the reason to answer 403 with.
 */
export function refuseCrossSite(request) {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none")
    return "This form can only be sent from a page of this site.";
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  const host = request.headers.host;
  let originHost;
  try {
    originHost = new URL(origin).host;
  } catch {
    return "This form can only be sent from a page of this site.";
  }
  if (!host || originHost !== host) return "This form can only be sent from a page of this site.";
  return undefined;
}
