import { hasRole, pagesFor, requireRole } from "../admin/roles.mjs";
import { ATTRIBUTION_COLUMNS } from "../db/migrations/010-visit-analytics.mjs";
import { notMeasured, readBodiesAsText, refuseBeacon, uncachedAnswers } from "../http/beacons.mjs";
import { createLimits } from "../http/limits.mjs";
import { analyticsAnswers } from "./answers.mjs";
import { createCountryLookup } from "./country.mjs";
import { dashboardHtml, nowHtml } from "./dashboard-page.mjs";
import { eventPath, goalSettings, maxEventBytes, readEvent } from "./events.mjs";
import { createAnalyticsRecorder, currentVisit, dayOf } from "./recorder.mjs";
import { earliestDay, readQuery } from "./report.mjs";
import { registerSharing } from "./sharing-routes.mjs";
import { describeAgent, sourceGroup, visitorHash } from "./visitor.mjs";

/** Page views and goals one address may send a minute: a reader sends one per page. */
export const DEFAULT_EVENTS_PER_MINUTE = 120;

/**
 * Visit analytics (docs/decisions/025): `POST /rum/event` takes the reporter's page views
 * and goals; `/admin/analytics` is the team's dashboard (HTML, no script), with
 * `/admin/api/analytics` (JSON) and `/admin/api/analytics.csv` behind the same login.
 * Resolves to what other features call: `countGoal(request, goal, options)` for goals the
 * server sees (forms), `firstTouch(request)` for a lead's or subscriber's attribution, and
 * `leave(request)` (the vitals' hide beacon: the visit lasted until then).
 *
 * The beacon answers 204 whether it counted or chose not to (Global Privacy Control, Do
 * Not Track, a bot); 403 cross-site, 429 past `eventsPerMinute` from one address, 400 for
 * anything malformed (nothing of it kept), 503 without a database.
 */
export function registerAnalytics(
  app,
  {
    database,
    site,
    headers = {},
    now = Date.now,
    eventsPerMinute = DEFAULT_EVENTS_PER_MINUTE,
    flushIntervalMs,
    limits = createLimits(database),
    goals = goalSettings,
    countryOf = createCountryLookup(),
  },
) {
  const db = database?.db;
  const pagePaths = new Set(site.pages.keys());
  // Counted per instance (decision 025): every page view is a beacon, and a shared count
  // would add a PostgreSQL round trip to each; a flood is refused by the instance it hits.
  const limiter = limits.rateLimiter({
    name: "events",
    limit: eventsPerMinute,
    windowMs: 60_000,
    local: true,
  });
  const recorder = db
    ? createAnalyticsRecorder(db, { flushIntervalMs, log: app.log, goals })
    : undefined;
  if (recorder) app.addHook("onClose", () => recorder.close());

  const { uncached, text } = uncachedAnswers(headers);

  async function visitorOf(request, at) {
    const secret = await limits.visitorSecret(at.getTime());
    const userAgent = String(request.headers["user-agent"] ?? "");
    return {
      hash: visitorHash(secret, { address: request.ip, userAgent, site: request.host }),
      agent: describeAgent(userAgent),
      // Looked up in memory; the address goes no further (decision 044).
      country: countryOf(request.ip),
    };
  }

  app.register(async (beacons) => {
    readBodiesAsText(beacons, {
      maxBytes: maxEventBytes,
      text,
      failure: "analytics beacon failed",
    });
    // Not in the request log: a line per page view would be most of the log and the
    // beacon's largest cost (decision 025); failures are still logged.
    beacons.post(
      eventPath,
      { bodyLimit: maxEventBytes, logLevel: "warn" },
      async (request, reply) => {
        reply.headers(uncached);
        const refused = await refuseBeacon(request, reply, {
          text,
          notRecording: recorder ? undefined : "Visits are not being counted.",
          limiter,
          addressKey: (request) => limits.addressKey(request),
        });
        if (refused) return reply;
        const read = readEvent(request.body, { pagePaths, host: request.host, goals });
        if ("error" in read) return text(reply, 400, read.error);
        const at = new Date(now());
        const { hash, agent, country } = await visitorOf(request, at);
        const event = { ...read.event, at, hash, agent, country };
        if (event.kind === "view") event.source = sourceGroup(event.referrerSite);
        if (!recorder.add(event)) return text(reply, 503, "Too many beacons at once; try again.");
        return reply.code(204).send();
      },
    );
  });

  /** The path of the page a form was sent from, when it is one of the site's. */
  function pathOfReferer(request, fallback) {
    try {
      const url = new URL(String(request.headers.referer ?? ""));
      if (url.host === request.host && pagePaths.has(url.pathname)) return url.pathname;
    } catch {}
    return fallback;
  }

  if (db) {
    const answers = analyticsAnswers({ db, now, recorder, goals });
    app.route({
      method: ["GET", "HEAD"],
      url: "/admin/analytics",
      // Signed out: to the login; signed in with no role the site knows: 403.
      preHandler: requireRole("viewer"),
      handler: async (request, reply) => {
        const session = request.admin;
        const shell = site.adminPages.get("/admin");
        if (!shell)
          return reply
            .code(503)
            .type("text/plain; charset=utf-8")
            .send("The admin pages are missing from this build: run `npm run build`.\n");
        const asked = readQuery(request.query, now());
        const email = session.email;
        // The days a custom range may take, for the date fields' min and max.
        const days = { min: earliestDay(now()), max: dayOf(now()) };
        if ("error" in asked) {
          reply.headers(shell.headers).removeHeader("content-encoding").removeHeader("vary");
          return reply
            .code(400)
            .type("text/html; charset=utf-8")
            .send(
              dashboardHtml(shell.html, {
                error: asked.error,
                query: request.query,
                email,
                days,
                opens: pagesFor(session),
              }),
            );
        }
        const summary = await answers.summary(asked);
        reply.headers(shell.headers).removeHeader("content-encoding").removeHeader("vary");
        return reply.type("text/html; charset=utf-8").send(
          dashboardHtml(shell.html, {
            summary,
            query: request.query,
            email,
            days,
            opens: pagesFor(session),
            canShare: hasRole(session, "admin"),
          }),
        );
      },
    });
    registerSharing(app, { db, site, now, limits, answers });
    app.route({
      method: ["GET", "HEAD"],
      url: "/admin/analytics/now",
      preHandler: requireRole("viewer"),
      handler: async (request, reply) => {
        const session = request.admin;
        const shell = site.adminPages.get("/admin");
        if (!shell) return reply.code(503).type("text/plain; charset=utf-8").send("No build.\n");
        const live = await answers.live();
        reply.headers(shell.headers).removeHeader("content-encoding").removeHeader("vary");
        return reply.type("text/html; charset=utf-8").send(
          nowHtml(shell.html, {
            now: live,
            email: session.email,
            opens: pagesFor(session),
            paused: request.query.paused !== undefined,
          }),
        );
      },
    });
    app.get("/admin/api/analytics/now", async (_request, reply) => {
      return reply.type("application/json; charset=utf-8").send(await answers.live());
    });
    const queryOr400 = (request, reply) => {
      const asked = readQuery(request.query, now());
      if ("error" in asked) {
        reply
          .code(400)
          .type("application/json; charset=utf-8")
          .send({ status: 400, error: "invalid_request", message: asked.error });
        return undefined;
      }
      return asked;
    };
    app.get("/admin/api/analytics", async (request, reply) => {
      const asked = queryOr400(request, reply);
      if (!asked) return reply;
      return reply.type("application/json; charset=utf-8").send(await answers.summary(asked));
    });
    app.get("/admin/api/analytics.csv", async (request, reply) => {
      const asked = queryOr400(request, reply);
      if (!asked) return reply;
      return answers.sendCsv(reply, asked);
    });
  }

  return {
    flush: () => recorder?.flush(),
    /** A goal the server saw happen (a form sent): counted unless the browser opted out. */
    async countGoal(request, goal, { path = "(not found)", detail = null } = {}) {
      if (!recorder || notMeasured(request)) return;
      const at = new Date(now());
      const { hash, agent, country } = await visitorOf(request, at);
      recorder.add({
        kind: "goal",
        at,
        hash,
        agent,
        country,
        goal,
        detail,
        path: pathOfReferer(request, path),
      });
    },
    /** The visit's vitals beacon on hide: the visit lasted until now. */
    async leave(request) {
      if (!recorder || notMeasured(request)) return;
      const at = new Date(now());
      const { hash, agent } = await visitorOf(request, at);
      recorder.add({ kind: "leave", at, hash, agent });
    },
    /**
     * The first touch of the visitor's current visit (entry page, referrer site, UTM
     * fields) for a lead or subscriber to keep; every field null when there is none.
     */
    async firstTouch(request) {
      const none = Object.fromEntries(ATTRIBUTION_COLUMNS.map((column) => [column, null]));
      if (!recorder || notMeasured(request)) return none;
      const at = new Date(now());
      await recorder.flush().catch(() => {});
      const { hash } = await visitorOf(request, at);
      const visit = await currentVisit(db, hash, at);
      if (!visit) return none;
      return Object.fromEntries(ATTRIBUTION_COLUMNS.map((column) => [column, visit[column]]));
    },
  };
}
