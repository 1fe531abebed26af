import { beaconPath, maxBeaconBytes } from "../../app/lib/vitals/metrics.js";
import { readBodiesAsText, refuseBeacon, uncachedAnswers } from "../http/beacons.mjs";
import { createLimits } from "../http/limits.mjs";
import { readBeacon } from "./beacon.mjs";
import { createRoutePatterns } from "./route-pattern.mjs";
import { createVitalsRecorder, summariseVitals } from "./store.mjs";

/** Beacons one address may send a minute by default: a visitor sends one per page hidden. */
export const DEFAULT_BEACONS_PER_MINUTE = 60;

/**
 * Visitor metrics: `POST /rum` takes the browser reporter's beacon and counts it into the
 * per-day histograms; `GET /admin/api/vitals` answers the 28-day summary to the team.
 *
 * The beacon route answers 204 whether it counted the beacon or chose not to: nothing is
 * counted when the browser asks not to be tracked (`Sec-GPC: 1`, `DNT: 1`) or the agent is
 * a bot. It refuses a cross-site post (403), more than `beaconsPerMinute` beacons a minute
 * from one address (429: the count is kept in memory under the guards' daily-salted key,
 * never the address), and any malformed beacon (400, nothing of it counted). Without a
 * database it answers 503. Nothing of the request is kept but the beacon's metrics.
 */
export function registerVitals(
  app,
  {
    database,
    pagePaths,
    headers = {},
    requireAdmin,
    beaconsPerMinute = DEFAULT_BEACONS_PER_MINUTE,
    flushIntervalMs,
    limits = createLimits(database),
    analytics,
  },
) {
  const routeOf = createRoutePatterns(pagePaths);
  const limiter = limits.rateLimiter({
    name: "beacons",
    limit: beaconsPerMinute,
    windowMs: 60_000,
  });
  const recorder = database
    ? createVitalsRecorder(database.db, { flushIntervalMs, log: app.log })
    : undefined;
  if (recorder) app.addHook("onClose", () => recorder.close());

  // The site's security headers, and no caching of anything these routes answer.
  const { uncached, text } = uncachedAnswers(headers);

  app.register(async (beacons) => {
    // Parsed by readBeacon, so every malformed body gets the same 400.
    readBodiesAsText(beacons, {
      maxBytes: maxBeaconBytes,
      text,
      failure: "visitor metrics beacon failed",
    });

    beacons.post(beaconPath, { bodyLimit: maxBeaconBytes }, async (request, reply) => {
      reply.headers(uncached);
      const refused = await refuseBeacon(request, reply, {
        text,
        notRecording: recorder ? undefined : "Visitor metrics are not being recorded.",
        limiter,
        addressKey: (request) => limits.addressKey(request),
      });
      if (refused) return reply;
      const beacon = readBeacon(request.body, routeOf);
      if ("error" in beacon) return text(reply, 400, beacon.error);
      recorder.add(beacon.device, beacon.entries);
      // Sent as the page is hidden: the visit lasted until now (its length counts it).
      await analytics?.leave(request);
      return reply.code(204).send();
    });
  });

  // The team's summary: only behind the admin sign-in, never without it.
  if (requireAdmin && database)
    app.get("/admin/api/vitals", { preHandler: requireAdmin }, async (_request, reply) => {
      await recorder?.flush();
      reply.headers(uncached);
      return summariseVitals(database.db);
    });

  return { flush: () => recorder?.flush() };
}
